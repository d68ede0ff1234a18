export type * from './adapter/types.js'
export { BaseError, type BaseErrorParameters, type FoyerErrorCode } from './errors/base.js'
export {
  AdapterNotFoundError,
  ChainNotSupportedError,
  ConnectorNotFoundError,
  DisconnectError,
  HttpRequestError,
  InvalidOptionError,
  UnsupportedChainError,
  UserRejectedRequestError,
} from './errors/errors.js'
export type * from './instance/types.js'
export type * from './router/types.js'
export type * from './store/types.js'
export type * from './types/connector.js'
export type * from './types/network.js'
