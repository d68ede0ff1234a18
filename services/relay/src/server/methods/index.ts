import type { MethodHandler } from './context.js'
import { batchFetchMessages, batchPublish, publish } from './publish.js'
import { approveSession, proposeSession } from './session.js'
import { batchSubscribe, batchUnsubscribe, subscribe, unsubscribe } from './subscribe.js'

/** Every method the relay answers, by its exact JSON-RPC name. */
export const methods: ReadonlyMap<string, MethodHandler> = new Map(
  Object.entries({
    irn_subscribe: subscribe,
    irn_batchSubscribe: batchSubscribe,
    irn_unsubscribe: unsubscribe,
    irn_batchUnsubscribe: batchUnsubscribe,
    irn_publish: publish,
    irn_batchPublish: batchPublish,
    irn_batchFetchMessages: batchFetchMessages,
    wc_proposeSession: proposeSession,
    wc_approveSession: approveSession,
  }),
)
