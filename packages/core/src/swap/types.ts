import type { FoyerMessage } from '../messages/types.js'

/** A token the swap service trades (§3), with the account's holding when it has one. */
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

/** §3 Swap state, plus where the form and its transactions stand. */
export interface SwapState {
  /** The token list and prices: not asked yet, loading, there, or failed (`error`: `swapInitFailed`). */
  status: 'idle' | 'loading' | 'ready' | 'error'
  tokens: readonly SwapToken[]
  sourceToken?: SwapToken | undefined
  toToken?: SwapToken | undefined
  /** As typed, in whole units. */
  sourceTokenAmount: string
  /** The quote, in whole units with at most 6 decimals ('' without a quote). */
  toTokenAmount: string
  loadingQuote: boolean
  /** `insufficientBalance`, or the quote's problem (`incorrectAmount`, the service's error). */
  inputError?: FoyerMessage | undefined
  /** Percent the price moves against the visitor (from the pool prices). */
  priceImpact?: number | undefined
  /** Slippage tolerance in percent (1). */
  slippage: number
  /** The least the visitor receives with that slippage, in whole units of the target token. */
  maxSlippage?: string | undefined
  /** The provider fee (0.85 %) in whole units of the source token. */
  providerFee?: string | undefined
  /** The network fee of the swap in USD, with the §9 gas limit (150,000). */
  gasPriceInUSD?: number | undefined
  /** The transactions: approving the source token, swapping, done, failed. */
  step: 'idle' | 'approving' | 'swapping' | 'success' | 'error'
  /** What failed ('Failed to initialize swap', 'Failed to check allowance', the wallet's error), by id. */
  error?: FoyerMessage | undefined
  hash?: string | undefined
}
