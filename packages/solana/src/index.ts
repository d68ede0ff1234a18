// The rejection check is core's, one for every adapter; exported here under the adapter's names.
export {
  InvalidParameterError,
  type InvalidParameterErrorType,
  isWalletRejection,
  walletRejectionCodes as rejectionCodes,
} from '@foyer/core'
export type { TransactionInput } from './actions/sign.js'
export type { TokenBalance } from './actions/tokenBalance.js'
export type { TransferParameters } from './actions/transfer.js'
export { createSolanaAdapter } from './createSolanaAdapter.js'
export { SolanaRequestError, type SolanaRequestErrorType } from './errors/errors.js'
export { mapWalletError } from './errors/mapWalletError.js'
export type { AdapterStorage } from './internal/storage.js'
export { storageKeyPrefix } from './internal/storage.js'
export {
  type SolanaNetwork,
  solanaDevnet,
  solanaGenesisIds,
  solanaMainnet,
  solanaNetworks,
  solanaTestnet,
} from './networks/networks.js'
export { toWalletChain, type WalletChain, walletChainMatches } from './networks/walletChain.js'
export {
  defaultReconnectTimeoutMs,
  SolanaAdapter,
  type SolanaAdapterOptions,
  type SolanaSendParameters,
} from './SolanaAdapter.js'
export { isSolanaWallet, type SolanaWallet, type SolanaWalletFeatures } from './wallets/solanaWallet.js'
export type { SolanaConnector } from './wallets/toConnector.js'
