import type { ChainAdapter } from '../adapter/types.js'
import type { FoyerContext } from '../instance/context.js'
import type { FoyerState } from '../store/types.js'
import type { CaipNetwork } from '../types/network.js'
import type { TokenBalance } from '../types/portfolio.js'
import type { SendState } from './types.js'
import { sendInputError } from './validate.js'

export type SendContext = FoyerContext

/** The receiver lookup's verdict per instance: an error text for the receiver it was about. */
export const receiverVerdicts = new WeakMap<SendContext['store'], { receiver: string; error: string }>()

export function patchSend(context: SendContext, patch: Partial<SendState>): void {
  const current = context.store.getState().send
  const next = { ...current, ...patch }
  const verdict = receiverVerdicts.get(context.store)
  next.inputError = sendInputError({
    token: next.token,
    amount: next.sendTokenAmount,
    receiver: next.receiverAddress,
    receiverError: verdict?.receiver === next.receiverAddress ? verdict.error : undefined,
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
