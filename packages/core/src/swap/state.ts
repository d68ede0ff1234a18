import type { SwapState } from './types.js'

// On the page-load path (the store's initial state): nothing else of Swap belongs here.
export const emptySwapState = (): SwapState => ({
  status: 'idle',
  tokens: [],
  sourceTokenAmount: '',
  toTokenAmount: '',
  loadingQuote: false,
  // §9: the hosted kit's slippage tolerance, in percent (SWAP_SLIPPAGE).
  slippage: 1,
  step: 'idle',
})
