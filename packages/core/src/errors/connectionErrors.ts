import { BaseError, type BaseErrorParameters } from '@foyer/errors'
import type { FixedParameters } from './errors.js'

// The errors only the connection code and the lazy features raise, apart from errors.ts: a class in a
// module the page loads is on the page whether or not the page uses it.

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
