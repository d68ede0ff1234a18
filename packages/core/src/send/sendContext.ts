import type { ChainAdapter } from '../adapter/types.js'
import type { FoyerKernel } from '../instance/kernel.js'
import type { FoyerState } from '../store/types.js'
import type { CaipNetwork } from '../types/network.js'
import type { TokenBalance } from '../types/portfolio.js'
import { emptySendState } from './state.js'
import type { SendState } from './types.js'
import { sendInputError } from './validate.js'

declare module '../instance/caches.js' {
  interface InstanceCaches {
    /** Send: the latest fee estimate's number. */
    sendEstimate?: number
    /** Send: the receiver lookup's verdict, the form's error for the receiver it was about. */
    receiverVerdict?: { receiver: string; error: NonNullable<SendState['inputError']> } | undefined
    /** Send: ends its watch of the connection (the form clears when the network or account changes). */
    unwatchSend?: () => void
  }
}

export type SendContext = FoyerKernel

/** The network and address a form belongs to: when either changes, the form is stale. */
const connectionKey = (state: FoyerState) =>
  `${state.caipNetwork?.caipNetworkId}|${state.accounts[state.activeNamespace]?.address?.toLowerCase()}`

/**
 * Clears the form when the wallet or the visitor changes the network or the account, even while
 * Send is open: a token or receiver picked on one chain must never go out on another.
 */
function watchConnection(context: SendContext): void {
  // Subscribed once per instance, when the form is first touched; destroy() ends it.
  if (context.caches.unwatchSend) return
  context.caches.unwatchSend = context.store.subscribe((state, previous) => {
    if (connectionKey(state) !== connectionKey(previous)) clearSendForm(context)
  })
  context.onDestroy(context.caches.unwatchSend)
}

/** Clears the form (after a send, or when the visitor leaves it); `sent` is kept. */
export function clearSendForm(context: SendContext): void {
  context.caches.receiverVerdict = undefined
  // What was sent stays: Activity still names those receivers.
  context.store.setState({ send: { ...emptySendState(), sent: context.store.getState().send.sent } })
}

/** The fields the visitor fills in: editing any of them starts a new send. */
const FORM_FIELDS = ['token', 'sendTokenAmount', 'receiverAddress'] as const

export function patchSend(context: SendContext, patch: Partial<SendState>): void {
  watchConnection(context)
  const current = context.store.getState().send
  const next = { ...current, ...patch }
  // The outcome of the last send (or its error) belongs to that send, not to the one being filled in.
  const edited = FORM_FIELDS.some((field) => field in patch && patch[field] !== current[field])
  if (edited && (current.status === 'success' || current.status === 'error') && !('status' in patch)) {
    next.status = 'idle'
    next.hash = undefined
    next.error = undefined
  }
  const verdict = context.caches.receiverVerdict
  next.inputError = sendInputError({
    token: next.token,
    amount: next.sendTokenAmount,
    receiver: next.receiverAddress,
    receiverError: verdict?.receiver === next.receiverAddress ? verdict.error : undefined,
    namespace: context.store.getState().activeNamespace,
  })
  context.store.setState({ send: next })
}

/** The connected account, its network and adapter; undefined when nothing is connected. */
export function activeAccount(
  state: FoyerState,
  context: SendContext,
): { address: string; network: CaipNetwork; adapter: ChainAdapter } | undefined {
  const address = state.accounts[state.activeNamespace]?.address
  const network = state.caipNetwork
  const adapter = context.adapters.get(state.activeNamespace)
  if (!address || !network || !adapter) return undefined
  return { address, network, adapter }
}

/** The contract of a token (the last part of its CAIP-10 id); undefined for the native currency. */
export const tokenContract = (token: TokenBalance) => token.address?.split(':').at(-1)
