/** The wallet app's logic: pure request handling plus a controller over WalletKit. */
export { type ChainPorts, caipChainId, chainIdOfCaip, findChain, walletChains } from './chains.js'
export {
  defaultAccountIndex,
  type SupportedMethod,
  supportedEvents,
  supportedMethods,
  walletMetadata,
  walletProjectId,
} from './constants.js'
export {
  type DappInfo,
  type PendingItem,
  type SessionSummary,
  WalletController,
  type WalletControllerOptions,
  type WalletNotice,
  type WalletState,
} from './controller.js'
export {
  InvalidParamsError,
  InvalidUriError,
  NotFoundError,
  RequestFailedError,
  UnsupportedChainError,
  UnsupportedMethodError,
  UnsupportedProposalError,
  WalletError,
  type WalletErrorCode,
  type WalletErrorParameters,
} from './errors.js'
export { approvedNamespaces, describeProposal, type ProposalSummary } from './namespaces.js'
export { readPageParams, validatePairingUri, type WalletPageParams } from './params.js'
export {
  parseSessionRequest,
  type TransactionRequest,
  type TypedDataRequest,
  type WalletRequest,
} from './requests.js'
export {
  errorResponse,
  resultResponse,
  rpcErrorCodes,
  userRejectedResponse,
  type WalletResponse,
} from './responses.js'
export { executeRequest, type SigningRequest } from './sign.js'
export { type CreateWalletKitOptions, createWalletKit, type WalletKitClient } from './wallet-kit.js'
