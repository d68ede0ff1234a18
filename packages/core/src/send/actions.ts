import { refreshAccount } from '../actions/refreshAccount.js'
import type { FoyerContext } from '../instance/context.js'
import type { TokenBalance } from '../types/portfolio.js'
import { lazyActions } from '../utils/lazyActions.js'

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
  const call = lazyActions(context, () => import('./index.js'))
  return {
    setToken: call('setSendToken'),
    setAmount: call('setSendAmount'),
    setMax: call('setSendMax'),
    setReceiver: call('setSendReceiver'),
    estimate: call('estimateSend'),
    submit: () => import('./index.js').then((m) => m.submitSend(context, () => refreshAccount(context))),
    reset: call('resetSend'),
  } as SendActions
}
