// The rejection and unsupported-method checks are core's, one for every adapter; exported here under the adapter's names.
export {
  InvalidParameterError,
  type InvalidParameterErrorType,
  isUnsupportedMethod,
  isWalletRejection,
  walletRejectionCodes as rejectionCodes,
} from '@foyer/core'
export type { SignPsbtParameters, SignPsbtResult } from './actions/signPsbt.js'
export {
  BitcoinAdapter,
  type BitcoinAdapterOptions,
  type BitcoinSendParameters,
  defaultReconnectTimeoutMs,
} from './BitcoinAdapter.js'
export { createBitcoinAdapter } from './createBitcoinAdapter.js'
export {
  type BitcoinErrorReason,
  BitcoinRequestError,
  type BitcoinRequestErrorType,
} from './errors/errors.js'
export { mapWalletError, satsConnectRejectionCode } from './errors/mapWalletError.js'
export type { AdapterStorage } from './internal/storage.js'
export { storageKeyPrefix } from './internal/storage.js'
export { addressKinds } from './networks/networkFor.js'
export { type BitcoinNetworkKind, networkKind } from './networks/networkKind.js'
export {
  type BitcoinNetwork,
  bitcoin,
  bitcoinGenesisIds,
  bitcoinNetworks,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
} from './networks/networks.js'
export { toWalletChain, type WalletChain } from './networks/walletChain.js'
export { verifyBitcoinMessage } from './verify/verifyMessage.js'
export type {
  BitcoinAddressPurpose,
  BitcoinWallet,
  BitcoinWalletFeatures,
} from './wallets/bitcoinWallet.js'
export { isBitcoinWallet } from './wallets/bitcoinWallet.js'
export type { BitcoinConnector } from './wallets/toConnector.js'
