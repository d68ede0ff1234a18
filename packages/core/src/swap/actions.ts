import { contextOf, type FoyerContext } from '../instance/context.js'
import { lazyFeature } from '../utils/lazyFeature.js'

/** `swapActions(foyer)`: the Swap view's actions; the state is `state.swap`. */
export interface SwapActions {
  /**
   * Loads the tokens the service trades on the connected network, their prices and the account's
   * balances, and preselects the native currency as the source. Rejects (and sets `error` to
   * `swapInitFailed`, 'Failed to initialize swap') when the service cannot.
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
   * await swap.setAmount('0.1'); await swap.submit()
   */
  submit(): Promise<string>
  /** Clears the form. */
  reset(): Promise<void>
  /**
   * The visitor's second confirmation of a price impact past 15 % (`priceImpactLevel` says `severe`):
   * without it `submit()` refuses. A new quote asks again.
   */
  acceptPriceImpact(): Promise<void>
}

/**
 * The Swap actions of an instance (what the Swap views use; headless apps too). Imported on its own,
 * not a method of the instance, so a page that never swaps carries none of it; the flow itself loads
 * with import() on the first call.
 *
 * @example
 * const swap = swapActions(foyer)
 * await swap.initialize(); await swap.setToToken('eip155:1:0xA0b8…'); await swap.setAmount('0.1')
 */
export const swapActions = (foyer: object): SwapActions => {
  const context = contextOf(foyer)
  // Through the connection code's chunk (loaded once the modal opens), which the feature shares code with.
  return lazyFeature<SwapActions, FoyerContext>(context, () => context.actions.run((m) => m.loadSwap()))
}
