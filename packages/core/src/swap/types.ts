import type { FoyerMessage } from '../messages/types.js'

declare module '../store/types.js' {
  interface FoyerState {
    /** The Swap view's form and its transactions; absent until Swap is first used (`swapActions`). */
    swap?: SwapState | undefined
  }
}

/** A token the swap service trades, with the account's holding when it has one. */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10 id; the native currency is `eip155:<chain>:0xeeee…eeee`. */
  address: string
  decimals: number
  logoUri: string
  /** USD price of one unit. */
  price: number
  /** The account's holding in whole units ('1.5'), '0' when it holds none. */
  balance: string
}

/** The Swap state, plus where the form and its transactions stand. */
export interface SwapState {
  /** The token list and prices: not asked yet, loading, there, or failed (`error`: `swapInitFailed`). */
  status: 'idle' | 'loading' | 'ready' | 'error'
  /**
   * The account and network the form belongs to (`eip155:1:0xabc…`, lower case); another network or
   * account clears the whole state, tokens included.
   */
  account?: string | undefined
  tokens: readonly SwapToken[]
  sourceToken?: SwapToken | undefined
  toToken?: SwapToken | undefined
  /** As typed, in whole units. */
  sourceTokenAmount: string
  /** The quote, in whole units with at most 6 decimals ('' without a quote). */
  toTokenAmount: string
  loadingQuote: boolean
  /**
   * `insufficientBalance` (checked before the quote, from the fresh balances), or the quote's problem:
   * `incorrectAmount` (no quote), `swapQuoteFailed` (the service failed).
   */
  inputError?: FoyerMessage | undefined
  /** Percent the price moves against the visitor (from the pool prices). */
  priceImpact?: number | undefined
  /**
   * Whether the visitor confirmed a second time a price impact past 15 % (`acceptPriceImpact()`); a new
   * quote asks again. A swap with such an impact is not sent without it.
   */
  priceImpactAccepted: boolean
  /** Slippage tolerance in percent (1). */
  slippage: number
  /** The least the visitor receives with that slippage, in whole units of the target token. */
  maxSlippage?: string | undefined
  /** The provider fee (0.85 %) in whole units of the source token. */
  providerFee?: string | undefined
  /** The network fee of the swap in USD, with the fixed swap gas limit (150,000). */
  gasPriceInUSD?: number | undefined
  /** The transactions: approving the source token, swapping, done, failed. */
  step: 'idle' | 'approving' | 'swapping' | 'success' | 'error'
  /** What failed ('Failed to initialize swap', 'Failed to check allowance', the wallet's error), by id. */
  error?: FoyerMessage | undefined
  hash?: string | undefined
}
