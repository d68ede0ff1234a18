import type { ErrorMessage } from '@foyer/errors'

/**
 * The texts core puts into state (snackbars, alerts, form and status lines), by id, with the values
 * each one's wording takes. Core never holds the English: `@foyer/react` renders each id from its
 * locale tables (`en` holds the exact English of the user-facing messages), and a headless app renders them with the same tables
 * (`formatMessage` from `@foyer/react`, or its own).
 *
 * Amounts in params are plain decimal strings ('1.5'), so a renderer can format them for its language.
 */
export interface FoyerMessageParams {
  /** An app's own text, shown as given (`foyer.showSnackbar(variant, 'Saved')`). */
  text: { text: string }

  disconnectFailed: undefined
  emailUpdated: undefined
  socialWindowBlocked: undefined
  smartAccountUnsupported: undefined
  rpcNotAllowed: undefined
  /** `hash` is the transaction hash, shortened ('0x1234…abcdef'). */
  transactionSent: { hash: string }
  transactionError: undefined
  somethingWentWrong: undefined
  walletConnectConnectorNotFound: undefined

  sendTokenRequired: undefined
  sendAmountAndReceiverRequired: undefined
  insufficientBalance: undefined
  incorrectAmount: undefined
  invalidAddress: undefined
  resolveNameFailed: undefined
  /** A name (alice.eth) that the chain's resolver does not know. */
  sendNameNotFound: undefined

  swapInitFailed: undefined
  swapInvalidAmount: undefined
  swapQuoteFailed: undefined
  swapAllowanceFailed: undefined
  swapApprovalFailed: undefined
  swapTransactionFailed: undefined
  /** `amount` of `from` swapped for about `received` of `to`. */
  swapSwapped: { amount: string; from: string; received: string; to: string }

  nameInvalid: undefined
  nameSuggestionsFailed: undefined
  nameRegisterFailed: { name: string }
  nameTaken: { name: string }
  signatureDeclined: undefined
  walletCannotSign: undefined

  swapEnterAmount: undefined
  onrampAmountRange: { min: string; max: string; currency: string }
  onrampNoQuote: undefined
  onrampDelivered: { amount: string; symbol: string }

  alertNetworkNotFoundTitle: undefined
  alertNetworkNotFound: undefined
  alertInvalidAppConfigurationTitle: undefined
  alertInvalidAppConfiguration: undefined
  alertNetworkErrorTitle: undefined
  alertNetworkError: undefined
  alertEmbeddedWalletRequestTimedOutTitle: undefined
  alertEmbeddedWalletRequestTimedOut: undefined
  alertSessionExpiredTitle: undefined
  alertSessionExpired: undefined
  alertInvalidProjectIdTitle: undefined
  alertInvalidProjectId: undefined
  alertProjectIdNotConfiguredTitle: undefined
  alertProjectIdNotConfigured: undefined
  alertIframeLoadFailedTitle: undefined
  alertIframeLoadFailed: undefined
  alertIframeRequestTimeoutTitle: undefined
  alertIframeRequestTimeout: undefined
  alertUnverifiedDomainTitle: undefined
  alertUnverifiedDomain: undefined
}

/** Ids of the texts core puts into state; every one is in `@foyer/react`'s locale tables. */
export type FoyerMessageId = keyof FoyerMessageParams

/**
 * One of the texts core writes itself, with the params its wording takes.
 *
 * @example
 * { id: 'insufficientBalance' }
 * { id: 'nameRegisterFailed', params: { name: 'alice.foyer.eth' } }
 */
export type FoyerStateMessage = {
  [id in FoyerMessageId]: FoyerMessageParams[id] extends undefined
    ? { readonly id: id; readonly params?: undefined }
    : { readonly id: id; readonly params: FoyerMessageParams[id] }
}[FoyerMessageId]

/**
 * A text in state: its id and, for a wording with placeholders, their values (`params`). One of core's
 * own texts, or a failure's (`toErrorMessage(error)`: `errorUserRejected`, a wallet's own wording as
 * `text`, ...). Render it with `formatMessage` from `@foyer/react`, or from its locale tables.
 */
export type FoyerMessage = FoyerStateMessage | ErrorMessage
