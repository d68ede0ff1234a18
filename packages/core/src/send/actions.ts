import type { FoyerKernel } from '../instance/kernel.js'
import { registerSlices } from '../store/slices.js'
import type { TokenBalance } from '../types/portfolio.js'
import { lazyFeature } from '../utils/lazyFeature.js'
import { emptySendState } from './state.js'

/** `foyer.send`: the Send form's actions (the state is `state.send`). */
export interface SendActions {
  /** Picks the holding to send, one of `state.balances.items` (undefined clears it). */
  setToken(token: TokenBalance | undefined): Promise<void>
  /** Sets the amount as typed, in whole units ('1.5'); validation messages land in `send.inputError`. */
  setAmount(amount: string): Promise<void>
  /** Puts the largest sendable amount in the form (native: less a fee reserve) and resolves it. */
  setMax(): Promise<string>
  /** Sets the receiver (EVM address or name such as `alice.eth`), resolves it and its profile. */
  setReceiver(receiver: string): Promise<void>
  /** Estimates the network fee into `send.gas` (native currency and USD). Never rejects. */
  estimate(): Promise<void>
  /**
   * Sends through the wallet and waits for the chain; resolves the transaction hash. Shows a success
   * or error snackbar and refreshes the balances. Rejects with InvalidOptionError when the form is not
   * ready, UserRejectedRequestError ('User rejected the request.') or another typed error.
   */
  submit(): Promise<string>
  /** Clears the form. */
  reset(): Promise<void>
}

/**
 * `foyer.send`: registers the Send slice (`state.send`, an empty form) and returns methods that load
 * the Send code with import() on first call (page-load budget).
 *
 * @example
 * await foyer.send.setReceiver('alice.eth')
 * await foyer.send.setAmount('0.1')
 * const hash = await foyer.send.submit()
 */
export function createSendActions(context: FoyerKernel): SendActions {
  registerSlices(context, { send: emptySendState() })
  return lazyFeature<SendActions, FoyerKernel>(context, () => context.actions.run((m) => m.loadSend()))
}
