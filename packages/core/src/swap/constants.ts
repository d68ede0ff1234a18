/** The provider's fee rate. */
export const SWAP_PROVIDER_FEE = 0.0085
/** The gas limit assumed for the network fee in USD. */
export const SWAP_GAS_LIMIT = 150_000n

/**
 * The user-facing texts of the swap steps that can fail: the id `swap.error` holds for the views, and the English
 * of the SwapError thrown (developer text).
 */
export const SWAP_STEP_FAILURES = {
  allowance: { id: 'swapAllowanceFailed', shortMessage: 'Failed to check allowance' },
  approval: { id: 'swapApprovalFailed', shortMessage: 'Failed to create approval transaction' },
  transaction: { id: 'swapTransactionFailed', shortMessage: 'Failed to create transaction' },
  wallet: { id: 'transactionError', shortMessage: 'Transaction error' },
} as const

export type SwapStepFailure = (typeof SWAP_STEP_FAILURES)[keyof typeof SWAP_STEP_FAILURES]
