import { BaseError, type BaseErrorParameters } from '@foyer/errors'

// Each class: `code` for apps, shortMessage (English, for developers; the exact user-facing wording), and the message id a
// view renders from the locale tables. `XErrorType` names the class with its literal `name`, viem-style.

/** Parameters of a Foyer error whose text is fixed by its class. */
export type FixedParameters = Omit<BaseErrorParameters, 'messageId' | 'messageParams'>

export type UserRejectedRequestErrorType = UserRejectedRequestError & { name: 'UserRejectedRequestError' }
/** The wallet or the visitor declined (EIP-1193 4001, and 5000 which wallets use alike). */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  constructor(parameters: FixedParameters = {}) {
    super('USER_REJECTED', 'User rejected the request.', { ...parameters, messageId: 'errorUserRejected' })
  }
}

export type InvalidOptionErrorType = InvalidOptionError & { name: 'InvalidOptionError' }
/** An invalid createFoyer option (a developer's error); `option` names it, details say what was wrong. */
export class InvalidOptionError extends BaseError {
  override name = 'InvalidOptionError'
  readonly option: string
  constructor(option: string, problem: string) {
    super('INVALID_OPTION', `Invalid option "${option}": ${problem}`, { details: problem })
    this.option = option
  }
}

export type ConnectErrorType = ConnectError & { name: 'ConnectError' }
/**
 * A wallet connection failed for a reason other than a rejection; `messageId` (with `messageParams`) is
 * what the view shows, 'An error occurred' when none is given.
 */
export class ConnectError extends BaseError {
  override name = 'ConnectError'
  readonly connectorId: string
  constructor(connectorId: string, shortMessage: string, parameters: BaseErrorParameters = {}) {
    super('CONNECT_FAILED', shortMessage, parameters)
    this.connectorId = connectorId
  }
}

export type InvalidRouteErrorType = InvalidRouteError & { name: 'InvalidRouteError' }
/** A router call named a view that needs route data without giving it, or an unknown view. */
export class InvalidRouteError extends BaseError {
  override name = 'InvalidRouteError'
  constructor(details: string) {
    super('INVALID_ROUTE', 'Invalid route', { details })
  }
}

export type SiwxOptionConflictErrorType = SiwxOptionConflictError & { name: 'SiwxOptionConflictError' }
/** The legacy `siweConfig` and `siwx` are two forms of one setting. */
export class SiwxOptionConflictError extends BaseError {
  override name = 'SiwxOptionConflictError'
  constructor() {
    super('INVALID_OPTION', 'Cannot set both `siweConfig` and `siwx` options')
  }
}

export type InvalidParameterErrorType = InvalidParameterError & { name: 'InvalidParameterError' }
/**
 * A public function, hook or component of a Foyer package was called with an invalid argument (a
 * developer's error); `parameter` names it. An address parameter (`address`, `to`, `from`) gives the code
 * `INVALID_ADDRESS`, any other `INVALID_OPTION`. The adapters and `@foyer/react` export this same class.
 *
 * @example
 * if (!isAddress(address)) throw new InvalidParameterError('address', 'expected a 0x address')
 */
export class InvalidParameterError extends BaseError {
  override name = 'InvalidParameterError'
  /** Which parameter was wrong, e.g. `address`. */
  readonly parameter: string
  constructor(parameter: string, problem: string) {
    super(
      parameter === 'address' || parameter === 'to' || parameter === 'from'
        ? 'INVALID_ADDRESS'
        : 'INVALID_OPTION',
      `Invalid parameter "${parameter}": ${problem}`,
      { details: problem },
    )
    this.parameter = parameter
  }
}
