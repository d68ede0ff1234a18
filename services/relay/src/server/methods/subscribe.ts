import {
  batchSubscribeParams,
  batchUnsubscribeParams,
  subscribeParams,
  unsubscribeParams,
} from '../../rpc/schemas.js'
import { type MethodHandler, parseParams } from './context.js'

/** irn_subscribe {topic} -> subscription id, then pushes what already waits for the topic. */
export const subscribe: MethodHandler = async ({ connection, mailbox, afterResponse }, params) => {
  const { topic } = parseParams(subscribeParams, params)
  const id = mailbox.subscribe(connection, topic)
  await mailbox.register(connection, [topic])
  // The SDK knows the topic once it sent the request, so pushes may follow the answer at once.
  afterResponse(() => mailbox.deliverPending(connection, [topic]))
  return id
}

/** irn_batchSubscribe {topics} -> subscription ids (in order), then pushes waiting messages. */
export const batchSubscribe: MethodHandler = async ({ connection, mailbox, afterResponse }, params) => {
  const { topics } = parseParams(batchSubscribeParams, params)
  const ids = mailbox.subscribeAll(connection, topics)
  await mailbox.register(connection, topics)
  afterResponse(() => mailbox.deliverPending(connection, topics))
  return ids
}

/** irn_unsubscribe {topic, id} -> true (also when there was no such subscription). */
export const unsubscribe: MethodHandler = async ({ connection, mailbox }, params) => {
  const { topic } = parseParams(unsubscribeParams, params)
  await mailbox.unsubscribe(connection, topic)
  return true
}

/** irn_batchUnsubscribe {subscriptions: [{topic, id}]} -> true. */
export const batchUnsubscribe: MethodHandler = async ({ connection, mailbox }, params) => {
  const { subscriptions } = parseParams(batchUnsubscribeParams, params)
  for (const { topic } of subscriptions) await mailbox.unsubscribe(connection, topic)
  return true
}
