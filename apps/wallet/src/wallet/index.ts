/** The wallet app's logic: pure request handling plus a controller over WalletKit. */

export {
  type BitcoinAccount,
  type BitcoinAddressEntry,
  type BitcoinWalletNetwork,
  bip122Events,
  bip122Methods,
  bitcoinAddresses,
  bitcoinWalletNetwork,
} from './bitcoin/account.js'
export { type EsploraClient, type EsploraUtxo, esploraClient } from './bitcoin/esplora.js'
export { executeBitcoinRequest } from './bitcoin/execute.js'
export {
  type BitcoinMessageResult,
  bip322MessageHash,
  bip322ToSpendTxid,
  legacyMessageHash,
  signBip322,
  signLegacyMessage,
} from './bitcoin/message.js'
export { addressOfScript, type PsbtSummary, readPsbt, scriptOfAddress } from './bitcoin/psbt.js'
export {
  type BitcoinRequest,
  type BitcoinSigningRequest,
  type InputToSign,
  parseBitcoinRequest,
} from './bitcoin/requests.js'
export { type SignPsbtResult, sendTransfer, signPsbt } from './bitcoin/transaction.js'
export { type ChainPorts, caipChainId, chainIdOfCaip, findChain, walletChains } from './chains.js'
export {
  bitcoinAccountIndex,
  defaultAccountIndex,
  type SupportedMethod,
  solanaAccountIndex,
  supportedEvents,
  supportedMethods,
  walletMetadata,
  walletProjectId,
} from './constants.js'
export {
  type BitcoinWalletOptions,
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
export {
  type CosmosAccount,
  type CosmosAccountData,
  cosmosAccountsResult,
  cosmosMethods,
  cosmosTestAccount,
} from './cosmos/account.js'
export { type CosmosSignResult, executeCosmosRequest } from './cosmos/execute.js'
export {
  type AminoSignDoc,
  type CosmosRequest,
  type CosmosSigningRequest,
  type DirectSignDoc,
  type DirectSignDocJson,
  parseCosmosRequest,
} from './cosmos/requests.js'
export { type DirectSignDocSummary, signDocBytes, summarizeDirectSignDoc } from './cosmos/signDoc.js'
export {
  type AnyRequest,
  executeAnyRequest,
  isBitcoinRequest,
  isCosmosRequest,
  isPolkadotRequest,
  isSolanaRequest,
  parseAnyRequest,
  type WalletAccounts,
} from './dispatch.js'
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
export {
  approvedNamespaces,
  describeProposal,
  type ProposalSummary,
  requestedChains,
  walletNamespaces,
} from './namespaces.js'
export { networkLabel } from './networkNames.js'
export { readPageParams, validatePairingUri, type WalletPageParams } from './params.js'
export {
  isPolkadotAddressOf,
  type PolkadotAccount,
  polkadotAddressOn,
  polkadotTestAccount,
} from './polkadot/account.js'
export {
  executePolkadotRequest,
  type PolkadotMessageResult,
  type PolkadotTransactionResult,
} from './polkadot/execute.js'
export { extrinsicPayloadBytes, payloadSigningBytes } from './polkadot/payload.js'
export {
  type PolkadotRequest,
  parsePolkadotRequest,
  polkadotMethods,
  type SignerPayload,
} from './polkadot/requests.js'
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
  sdkUserRejectedResponse,
  userRejectedResponse,
  type WalletResponse,
} from './responses.js'
export {
  bitcoinApprovalExtras,
  isUnasked,
  rejectedResponse,
  type SessionEventToEmit,
  type UnaskedRequest,
  unaskedResult,
} from './sessionAnswers.js'
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
