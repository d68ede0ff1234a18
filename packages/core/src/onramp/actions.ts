import type { FoyerContext } from '../instance/context.js'
import { lazyFeature } from '../utils/lazyFeature.js'

/** What the visitor buys: a token (USDC, ETH, FOY), with a currency (USD, EUR), for an amount of it. */
export interface OnRampOrder {
  symbol: string
  currency: string
  /** In the payment currency ('50'). */
  amount: string
}

/** `foyer.onramp`: buying crypto through the on-ramp provider (§4, §7); the state is `state.onramp`. */
export interface OnRampActions {
  /** Loads what can be bought and the payment limits (§9's fallback when the service cannot answer). */
  loadOptions(): Promise<void>
  /** Checks the amount against the limits and asks for a quote; the answer lands in `onramp.quote`. */
  quote(order: OnRampOrder): Promise<void>
  /**
   * Opens the provider's checkout for the connected account in `popup` (a window the caller opened in
   * the visitor's click; null when the browser blocked it, then `purchase.status` is 'blocked' with the
   * link), shows OnRampActivity, and resolves once the token arrived on chain.
   */
  buy(order: OnRampOrder, popup: Window | null): Promise<void>
}

/** Methods that load the on-ramp code with import() on first call (page-load budget). */
export const createOnRampActions = (context: FoyerContext): OnRampActions =>
  lazyFeature<OnRampActions, FoyerContext>(context, () => import('./index.js'))
