import { BaseError, type BaseErrorParameters } from '@foyer/errors'
import type { FixedParameters } from './errors.js'

// The error classes that only code loaded with or after the connection code throws (core's connection code
// and features, the adapters' connect code): in a module of their own, they travel in the connection code's
// chunk instead of the page's. A lazy module that imports them imports the connection code too (binding
// nothing, as adapter/adapterSession.ts does), or a bundler splits them into a chunk of their own.

export type UnsupportedChainErrorType = UnsupportedChainError & { name: 'UnsupportedChainError' }
/** The wallet is on a network the app did not request ('Unsupported chain'). */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(parameters: FixedParameters = {}) {
    super('UNSUPPORTED_CHAIN', 'Unsupported chain', { ...parameters, messageId: 'errorUnsupportedChain' })
  }
}

export type AdapterNotFoundErrorType = AdapterNotFoundError & { name: 'AdapterNotFoundError' }
/** No adapter serves the namespace asked for ('Adapter not found'). */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor(parameters: FixedParameters = {}) {
    super('ADAPTER_NOT_FOUND', 'Adapter not found', { ...parameters, messageId: 'errorAdapterNotFound' })
  }
}

export type HttpRequestErrorType = HttpRequestError & { name: 'HttpRequestError' }
/** A failed HTTP call to a Foyer service ('HTTP status code: {n}'). */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly status: number
  constructor(status: number, parameters: FixedParameters = {}) {
    super('HTTP', `HTTP status code: ${status}`, {
      ...parameters,
      messageId: 'errorHttpStatus',
      messageParams: { status },
    })
    this.status = status
  }
}

export type InvalidCaipAddressErrorType = InvalidCaipAddressError & { name: 'InvalidCaipAddressError' }
/** A string that is not a CAIP-2 network id or CAIP-10 account id ('Invalid CAIP Address'). */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  constructor(parameters: FixedParameters = {}) {
    super('INVALID_CAIP_ADDRESS', 'Invalid CAIP Address', {
      ...parameters,
      messageId: 'errorInvalidCaipAddress',
    })
  }
}

export type UnknownErrorType = UnknownError & { name: 'UnknownError' }
/**
 * Anything a wallet or adapter threw that Foyer has no class for. Its view text is 'An error occurred'
 * unless the parameters name one (a wallet's own short message travels as `text`).
 */
export class UnknownError extends BaseError {
  override name = 'UnknownError'
  constructor(shortMessage = 'An error occurred', parameters: BaseErrorParameters = {}) {
    super('UNKNOWN', shortMessage, parameters)
  }
}

export type ChainNotSupportedErrorType = ChainNotSupportedError & { name: 'ChainNotSupportedError' }
/** Switching failed and adding the chain to the wallet failed too. */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(parameters: FixedParameters = {}) {
    super('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
      ...parameters,
      messageId: 'errorChainNotSupported',
    })
  }
}

export type ConnectorNotFoundErrorType = ConnectorNotFoundError & { name: 'ConnectorNotFoundError' }
/** No connector has the id asked for. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(parameters: FixedParameters = {}) {
    super('CONNECTOR_NOT_FOUND', 'Connector not found', {
      ...parameters,
      messageId: 'errorConnectorNotFound',
    })
  }
}

export type DisconnectErrorType = DisconnectError & { name: 'DisconnectError' }
/** Disconnecting failed ('Failed to disconnect'). */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor(parameters: FixedParameters = {}) {
    super('DISCONNECT_FAILED', 'Failed to disconnect', { ...parameters, messageId: 'disconnectFailed' })
  }
}
