/**
 * Ids of the texts a visitor sees for Foyer's errors. An error carries one (`error.messageId`, with
 * `error.messageParams` for its placeholders) instead of an English sentence; `@foyer/react` renders it
 * from its locale tables, whose `en` holds the spec's exact English. `text` (`{ text }`) shows a text
 * Foyer did not write (a wallet's, a chain library's, a server's) as it is. Ids an error shares with
 * the modal's other texts (`disconnectFailed`, `transactionError`, ...) are one entry of the tables.
 */
export type FoyerErrorMessageId =
  | 'errorUnknown'
  | 'text'
  | 'somethingWentWrong'
  | 'errorUserRejected'
  | 'errorChainNotSupported'
  | 'errorUnsupportedChain'
  | 'errorAdapterNotFound'
  | 'errorConnectorNotFound'
  | 'disconnectFailed'
  | 'errorHttpStatus'
  | 'errorInvalidCaipAddress'
  | 'errorServiceTimeout'
  | 'errorServiceUnreachable'
  | 'errorNoWalletConnected'
  | 'errorConnectWithWalletConnect'
  | 'errorConnectionCancelled'
  | 'errorRelayUnreachable'
  | 'errorWalletConnectLoadFailed'
  | 'errorNoApprovedNetwork'
  | 'transactionError'
  | 'signatureDeclined'
  | 'connectionDeclined'
  | 'swapAllowanceFailed'
  | 'swapApprovalFailed'
  | 'swapTransactionFailed'
  | 'tokenBalanceUnavailable'
  | 'resolveNameFailed'
  | 'errorInsufficientFunds'
  | 'errorWalletNotConnected'
  | 'errorWalletNoAnswer'
  | 'errorWalletDidNotConnect'
  | 'errorWalletNoTransaction'
  | 'errorWalletInvalidTransaction'
  | 'errorWalletInvalidSignature'
  | 'errorWalletInvalidPsbt'
  | 'errorWalletForeignSigner'
  | 'errorWalletCannotSignMessages'
  | 'errorWalletCannotSignTransactions'
  | 'errorWalletDidNotApprove'
  | 'errorWalletNoPaymentAddress'
  | 'errorWalletNoSolanaAccount'
  | 'errorWalletWrongNetwork'
  | 'errorUnsupportedAddressType'
  | 'errorRentExemptMinimum'
  | 'errorLedgerNoUrl'
  | 'errorLedgerUnreachable'
  | 'errorLedgerUnreadable'
  | 'errorFrameLoadFailed'
  | 'errorFrameNotSet'
  | 'errorFrameParentNotSet'
  | 'errorRequestAborted'
  | 'emailInvalid'
  | 'errorOtpInvalid'
  | 'errorEmailCooldown'
  | 'errorSocialProviderInvalid'
  | 'socialWindowBlocked'
  | 'errorSocialWindowClosed'
  | 'errorAccountTypeInvalid'
  | 'errorEmbeddedWalletNeedsEvm'
  | 'errorEmbeddedWalletNoAccount'
  | 'alertInvalidAppConfigurationTitle'
  | 'nameInvalid'
  | 'walletCannotSign'
  | 'errorInvalidChainId'
  | 'errorSignatureNotAccepted'
  | 'errorRequired'
  | 'errorInvalidInput'
  | 'errorRpcParse'
  | 'errorRpcInvalidRequest'
  | 'errorRpcMethodNotFound'
  | 'errorRpcInvalidParams'
  | 'errorRpcInternal'
  | 'errorRpcInvalidInput'
  | 'errorRpcResourceNotFound'
  | 'errorRpcResourceUnavailable'
  | 'errorRpcTransactionRejected'
  | 'errorRpcMethodNotSupported'
  | 'errorRpcLimitExceeded'
  | 'errorRpcVersionUnsupported'
  | 'errorRpcUnauthorized'
  | 'errorRpcUnsupportedMethod'
  | 'errorRpcDisconnected'
  | 'errorRpcChainDisconnected'
  | 'errorRpcSwitchChain'
  | 'errorRpcUnsupportedCapability'
  | 'errorRpcUnsupportedChainId'
  | 'errorRpcDuplicateId'
  | 'errorRpcUnknownBundleId'
  | 'errorRpcBundleTooLarge'
  | 'errorRpcAtomicUpgradeRejected'
  | 'errorRpcAtomicityNotSupported'

/** An error's message id: one of Foyer's, or an adapter's own (open, like `ErrorCode`). */
export type ErrorMessageId = FoyerErrorMessageId | (string & {})

/** Values for a message's `{name}` placeholders. */
export type ErrorMessageParams = Readonly<Record<string, string | number>>

/**
 * What a view shows for an error: a message id and its placeholder values, rendered from the locale
 * tables (`@foyer/react`), never an English sentence.
 */
export interface ErrorMessage {
  readonly id: ErrorMessageId
  readonly params?: ErrorMessageParams | undefined
}
