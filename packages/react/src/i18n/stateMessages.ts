/**
 * The English of the texts core puts into state by id (`FoyerMessage`: snackbars, alerts, the Send,
 * Swap, names and on-ramp status lines): the exact wording of the user-facing messages where it has one. `swapEnterAmount` and
 * `onrampDelivered` are core ids too; the views' table holds them.
 */
export const stateMessages = {
  text: '{text}',
  disconnectFailed: 'Failed to disconnect',
  emailUpdated: 'Email updated',
  socialWindowBlocked: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  smartAccountUnsupported: 'This application might not support Smart Accounts',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  transactionSent: 'Transaction sent {hash}',
  transactionError: 'Transaction error',
  somethingWentWrong: 'Something went wrong',
  walletConnectConnectorNotFound: 'WalletConnectConnector not found',

  sendTokenRequired: 'A token is required',
  sendAmountAndReceiverRequired: 'An amount and receiver address are required',
  insufficientBalance: 'Insufficient balance',
  incorrectAmount: 'Incorrect amount',
  invalidAddress: 'Invalid address',
  resolveNameFailed: 'Error resolving name',
  sendNameNotFound: 'No address found for this name',

  swapInitFailed: 'Failed to initialize swap',
  swapInvalidAmount: 'Incorrect amount: Please enter a valid amount',
  swapQuoteFailed: 'Failed to fetch swap quote',
  swapAllowanceFailed: 'Failed to check allowance',
  swapApprovalFailed: 'Failed to create approval transaction',
  swapTransactionFailed: 'Failed to create transaction',
  swapSwapped: 'Swapped {amount} {from} for {received} {to}',

  nameInvalid: 'Names may use letters, digits and hyphens only, and need at least 4 characters',
  nameSuggestionsFailed: 'Error fetching name suggestions',
  nameRegisterFailed: 'Error registering name {name}',
  signatureDeclined: 'Signature declined',
  walletCannotSign: 'Connect a wallet that can sign messages first',

  onrampAmountRange: 'Amount must be between {min} and {max} {currency}',
  onrampNoQuote: 'No quote available',

  alertNetworkNotFoundTitle: 'Network Not Found',
  alertNetworkNotFound:
    'Network not found - make sure it is included in the "networks" option of createFoyer',
  alertInvalidAppConfigurationTitle: 'Invalid App Configuration',
  alertInvalidAppConfiguration: 'Origin not found on the allowlist - update the project configuration',
  alertNetworkErrorTitle: 'Network Error',
  alertNetworkError: 'Could not load embedded wallet. Please try again later.',
  alertEmbeddedWalletRequestTimedOutTitle: 'Embedded Wallet Request Timed Out',
  alertEmbeddedWalletRequestTimedOut:
    'There was an issue doing the request to the embedded wallet. Please try again later.',
  alertSessionExpiredTitle: 'Session Expired',
  alertSessionExpired: 'Invalid session found - please check your time settings and connect again',
  alertInvalidProjectIdTitle: 'Invalid Project ID',
  alertInvalidProjectId: 'Invalid Project ID - update the project configuration',
  alertProjectIdNotConfiguredTitle: 'Project ID Not Configured',
  alertProjectIdNotConfigured: 'Project ID Not Configured - set "projectId" in the options of createFoyer',
  alertIframeLoadFailedTitle: 'Iframe Load Failed',
  alertIframeLoadFailed: 'There was an issue loading the embedded wallet. Please try again later.',
  alertIframeRequestTimeoutTitle: 'Iframe Request Timeout',
  alertIframeRequestTimeout: 'The embedded wallet did not answer in time. Please try again later.',
  alertUnverifiedDomainTitle: 'Unverified Domain',
  alertUnverifiedDomain: 'This domain is not verified for the project - add it to the allowed origins',
} as const
