import type { SwapState } from './types.js'

/**
 * The Swap view's state before the visitor picks anything: no tokens, 1 % slippage.
 *
 * @example
 * const { status, slippage } = emptySwapState() // 'idle', 1 (percent)
 */
export const emptySwapState = (): SwapState => ({
  status: 'idle',
  tokens: [],
  sourceTokenAmount: '',
  toTokenAmount: '',
  loadingQuote: false,
  priceImpactAccepted: false,
  // The hosted kit's slippage tolerance, in percent (SWAP_SLIPPAGE).
  slippage: 1,
  step: 'idle',
})

/** The Swap state, or a fresh one before Swap was first used (the store starts without it). */
export const swapStateOf = (context: {
  store: { getState(): { swap?: SwapState | undefined } }
}): SwapState => context.store.getState().swap ?? emptySwapState()
