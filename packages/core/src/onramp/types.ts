import type { FoyerMessage } from '../messages/types.js'

declare module '../store/types.js' {
  interface FoyerState {
    /** Buying crypto through the on-ramp provider; absent until Buy is first used (`onRampActions`). */
    onramp?: OnRampState | undefined
  }
}

/** On-ramp: what can be bought and paid with, a quote, and the purchase under way. */
export interface OnRampCurrencyLimits {
  id: string
  payment_method_limits: readonly { id: string; min: string; max: string }[]
}

export interface OnRampPurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: readonly { name: string; display_name: string; chain_id: string; contract_address: string }[]
}

export interface OnRampQuote {
  /** The provider's fee, the total paid, and what it buys. */
  fee: { amount: string; currency: string }
  paymentTotal: { amount: string; currency: string }
  purchaseAmount: { amount: string; currency: string }
  quoteId: string
}

export interface OnRampState {
  /** Options: not asked, loading, there (or the built-in fallback when the service failed). */
  status: 'idle' | 'loading' | 'ready'
  paymentCurrencies: readonly OnRampCurrencyLimits[]
  purchaseCurrencies: readonly OnRampPurchaseCurrency[]
  quote?: OnRampQuote | undefined
  /** Why the amount cannot be bought: `swapEnterAmount`, `onrampAmountRange` (the card limits), `onrampNoQuote`. */
  inputError?: FoyerMessage | undefined
  /** The purchase: the provider's window is open (or blocked), then the token arrived. */
  purchase?:
    | {
        status: 'waiting' | 'blocked' | 'delivered'
        url: string
        symbol: string
        /** What arrived, in whole units, once delivered. */
        received?: string | undefined
      }
    | undefined
}
