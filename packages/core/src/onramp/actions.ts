import { contextOf, type FoyerContext } from '../instance/context.js'
import { lazyFeature } from '../utils/lazyFeature.js'

/** What the visitor buys: a token (USDC, ETH, FOY), with a currency (USD, EUR), for an amount of it. */
export interface OnRampOrder {
  symbol: string
  currency: string
  /** In the payment currency ('50'). */
  amount: string
}

/** `onRampActions(foyer)`: buying crypto through the on-ramp provider; the state is `state.onramp`. */
export interface OnRampActions {
  /**
   * Loads what can be bought and the payment limits (the built-in fallback when the service cannot answer).
   *
   * @example
   * await onRampActions(foyer).loadOptions() // state.onramp.purchaseCurrencies
   */
  loadOptions(): Promise<void>
  /**
   * Checks the amount against the limits and asks for a quote; the answer lands in `onramp.quote`.
   *
   * @example
   * await onRampActions(foyer).quote({ symbol: 'USDC', currency: 'USD', amount: '50' })
   */
  quote(order: OnRampOrder): Promise<void>
  /**
   * Opens the provider's checkout for the connected account in `popup` (a window the caller opened in
   * the visitor's click; null when the browser blocked it, then `purchase.status` is 'blocked' with the
   * link), shows OnRampActivity, and resolves once the token arrived on chain.
   *
   * @example
   * button.onclick = () => onRampActions(foyer).buy(order, window.open('', 'onramp'))
   */
  buy(order: OnRampOrder, popup: Window | null): Promise<void>
}

/**
 * The on-ramp actions of an instance, imported on their own like `swapActions` (nothing on a page that
 * never buys); the code loads with import() on the first call. Its state (`state.onramp`, absent until
 * first used) and cache are declared in onramp/types.ts and onramp/index.ts: no kernel file names it.
 *
 * @example
 * const onramp = onRampActions(foyer)
 * await onramp.quote({ symbol: 'USDC', currency: 'USD', amount: '50' })
 */
export const onRampActions = (foyer: object): OnRampActions => {
  const context = contextOf(foyer)
  // Through the connection code's chunk (loaded once the modal opens), which the feature shares code with.
  return lazyFeature<OnRampActions, FoyerContext>(context, () => context.actions.run((m) => m.loadOnRamp()))
}
