import type { FoyerContext } from '../instance/context.js'
import type { TokenBalance } from '../types/portfolio.js'

/** `foyer.send`: the Send form's actions (§3 Send state in `state.send`). */
export interface SendActions {
  /** Picks the holding to send, one of `state.balances.items` (undefined clears it). */
  setToken(token: TokenBalance | undefined): Promise<void>
  /** Sets the amount as typed, in whole units ('1.5'); §5 checks land in `send.inputError`. */
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

/** Thin wrappers that load the Send code with import() on first use (page-load budget). */
export function createSendActions(context: FoyerContext): SendActions {
  const load = () => import('./index.js')
  return {
    setToken: (token) => load().then((m) => m.setSendToken(context, token)),
    setAmount: (amount) => load().then((m) => m.setSendAmount(context, amount)),
    setMax: () => load().then((m) => m.setSendMax(context)),
    setReceiver: (receiver) => load().then((m) => m.setSendReceiver(context, receiver)),
    estimate: () => load().then((m) => m.estimateSend(context)),
    submit: () => load().then((m) => m.submitSend(context)),
    reset: () => load().then((m) => m.resetSend(context)),
  }
}
