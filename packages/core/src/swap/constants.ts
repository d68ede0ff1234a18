/** §9: the provider's fee rate. */
export const SWAP_PROVIDER_FEE = 0.0085
/** §9: the gas limit assumed for the network fee in USD. */
export const SWAP_GAS_LIMIT = 150_000n

export const SWAP_MESSAGES = {
  initialize: 'Failed to initialize swap',
  insufficient: 'Insufficient balance',
  incorrectAmount: 'Incorrect amount',
  validAmount: 'Please enter a valid amount',
  allowance: 'Failed to check allowance',
  approval: 'Failed to create approval transaction',
  transaction: 'Failed to create transaction',
  transactionError: 'Transaction error',
  network: 'Network not supported for Swaps',
} as const
