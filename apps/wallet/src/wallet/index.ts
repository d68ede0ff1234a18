/** The wallet app's logic: pure request handling plus a controller over WalletKit. */
export { type ChainPorts, caipChainId, chainIdOfCaip, findChain, walletChains } from './chains.js'
export {
  defaultAccountIndex,
  type SupportedMethod,
  solanaAccountIndex,
  supportedEvents,
  supportedMethods,
  walletMetadata,
  walletProjectId,
} from './constants.js'
export {
  type DappInfo,
  type PendingItem,
  type PendingRequest,
  type SessionSummary,
  type SolanaWalletOptions,
  WalletController,
  type WalletControllerOptions,
  type WalletNotice,
  type WalletState,
} from './controller.js'
export { executeAnyRequest, isSolanaRequest, parseAnyRequest } from './dispatch.js'
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
export { base58Decode, base58Encode, base64Decode, base64Encode } from './solana/base58.js'
export { executeSolanaRequest } from './solana/execute.js'
export { type SolanaKey, solanaKeyFromSecret } from './solana/keypair.js'
export {
  findSolanaNetwork,
  type SolanaPorts,
  type SolanaWalletNetwork,
  solanaWalletNetworks,
} from './solana/networks.js'
export { parseSolanaRequest, type SendOptions, type SolanaRequest, solanaMethods } from './solana/requests.js'
export {
  parseWireTransaction,
  signWireTransaction,
  solTransfers,
  type WireTransaction,
} from './solana/wire.js'
export { type CreateWalletKitOptions, createWalletKit, type WalletKitClient } from './wallet-kit.js'
