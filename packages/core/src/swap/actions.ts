import type { FoyerContext } from '../instance/context.js'
import { lazyFeature } from '../utils/lazyFeature.js'

/** `foyer.swap`: the Swap view's actions (§4 swap flow); the state is `state.swap`. */
export interface SwapActions {
  /**
   * Loads the tokens the service trades on the connected network, their prices and the account's
   * balances, and preselects the native currency as the source. Rejects (and sets 'Failed to
   * initialize swap') when the service cannot.
   */
  initialize(): Promise<void>
  /** Picks the token to pay with or to receive, by CAIP-10 address; picking the other side's token flips them. */
  setSourceToken(address: string): Promise<void>
  setToToken(address: string): Promise<void>
  /** Sets the amount to pay as typed ('0.1') and asks for a quote. */
  setAmount(amount: string): Promise<void>
  /** Pays with what was to be received, and the other way round. */
  switchTokens(): Promise<void>
  /** Puts the whole balance of the source token in the form (the native currency keeps a fee reserve). */
  setMax(): Promise<void>
  /**
   * Swaps: checks the allowance, asks the wallet to approve first when needed, then to swap; resolves
   * the swap's hash. Afterwards the form resets, a snackbar says so and the balances are fresh.
   * @example
   * await foyer.swap.setAmount('0.1'); await foyer.swap.submit()
   */
  submit(): Promise<string>
  /** Clears the form. */
  reset(): Promise<void>
}

/** Methods that load the Swap code with import() on first call (page-load budget). */
export const createSwapActions = (context: FoyerContext): SwapActions =>
  lazyFeature<SwapActions, FoyerContext>(context, () => import('./index.js'))
