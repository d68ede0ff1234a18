export { InvalidParameterError, type InvalidParameterErrorType } from '@foyer/core'
export { type GetBalanceParameters, getBalance } from './actions/getBalance.js'
export { type GetProfileParameters, getProfile, type Profile } from './actions/getProfile.js'
export { profileCacheTime, profileFailureCacheTime } from './actions/reads.js'
export { switchNetwork, toAddEthereumChainParameter } from './actions/switchNetwork.js'
export {
  injectedConnectorId,
  injectedConnectorName,
  toConnector,
  toConnectors,
} from './connectors/toConnector.js'
export { createEvmAdapter } from './createEvmAdapter.js'
export { EvmAdapter, type EvmAdapterOptions } from './EvmAdapter.js'
export { WalletRequestError, type WalletRequestErrorType } from './errors/errors.js'
export { mapWalletError } from './errors/mapWalletError.js'
export { addChainCodes, findRpcCodes, rejectionCodes } from './errors/rpcCode.js'
export { type AdapterStorage, defaultTransport, storageKeyPrefix } from './internal/createWagmiConfig.js'
export { parseChainId } from './network/chainId.js'
export {
  type EvmNetwork,
  type EvmNetworkExtra,
  eip155Network,
  toCaipNetwork,
} from './network/toCaipNetwork.js'
export { type EvmNetworkInput, toEvmNetwork } from './network/toEvmNetwork.js'
