import { BaseError, type BaseErrorParameters } from './base.js'

/** The wallet or the visitor declined (EIP-1193 4001, and 5000 which wallets use alike, §8). */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('USER_REJECTED', 'User rejected the request.', parameters)
  }
}

/** Switching failed and adding the chain to the wallet failed too (§8). */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('CHAIN_NOT_SUPPORTED', 'Chain is not supported', parameters)
  }
}

/** The wallet is on a network the app did not request (§8 'Unsupported chain'). */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('UNSUPPORTED_CHAIN', 'Unsupported chain', parameters)
  }
}

export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('ADAPTER_NOT_FOUND', 'Adapter not found', parameters)
  }
}

export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('CONNECTOR_NOT_FOUND', 'Connector not found', parameters)
  }
}

export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('DISCONNECT_FAILED', 'Failed to disconnect', parameters)
  }
}

/** An invalid createFoyer option; `option` names it, details say what was wrong. */
export class InvalidOptionError extends BaseError {
  override name = 'InvalidOptionError'
  readonly option: string
  constructor(option: string, problem: string) {
    super('INVALID_OPTION', `Invalid option "${option}": ${problem}`, { details: problem })
    this.option = option
  }
}

/** A failed HTTP call to a Foyer service (§8 'HTTP status code: {n}'). */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly status: number
  constructor(status: number, parameters: BaseErrorParameters = {}) {
    super('HTTP', `HTTP status code: ${status}`, parameters)
    this.status = status
  }
}

/** A string that is not a CAIP-2 network id or CAIP-10 account id (§8 'Invalid CAIP Address'). */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('INVALID_CAIP_ADDRESS', 'Invalid CAIP Address', parameters)
  }
}

/** A wallet connection failed for a reason other than a rejection; shortMessage is what the view shows. */
export class ConnectError extends BaseError {
  override name = 'ConnectError'
  readonly connectorId: string
  constructor(connectorId: string, shortMessage: string, parameters: BaseErrorParameters = {}) {
    super('CONNECT_FAILED', shortMessage, parameters)
    this.connectorId = connectorId
  }
}

/** A router call named a view that needs route data without giving it, or an unknown view. */
export class InvalidRouteError extends BaseError {
  override name = 'InvalidRouteError'
  constructor(details: string) {
    super('INVALID_ROUTE', 'Invalid route', { details })
  }
}

/** Anything a wallet or adapter threw that Foyer has no class for; shortMessage is safe to show. */
export class UnknownError extends BaseError {
  override name = 'UnknownError'
  constructor(shortMessage = 'An error occurred', parameters: BaseErrorParameters = {}) {
    super('UNKNOWN', shortMessage, parameters)
  }
}

/** §5: the legacy `siweConfig` and `siwx` are two forms of one setting. */
export class SiwxOptionConflictError extends BaseError {
  override name = 'SiwxOptionConflictError'
  constructor() {
    super('INVALID_OPTION', 'Cannot set both `siweConfig` and `siwx` options')
  }
}
