import { BaseError } from '@foyer/errors'
import { UnknownError } from '../errors/connectionErrors.js'

export type InvalidResponseErrorType = InvalidResponseError & { name: 'InvalidResponseError' }
/** A service answered with a body Foyer cannot read; details name the field. */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  constructor(details: string, cause?: unknown) {
    super('INVALID_RESPONSE', 'Something went wrong', { details, cause, messageId: 'somethingWentWrong' })
  }
}

export type ServiceUnavailableErrorType = ServiceUnavailableError & { name: 'ServiceUnavailableError' }
/**
 * A service could not be reached, or did not answer within REQUEST_TIMEOUT_MS; the message id says
 * which, for the views that show what failed ('Could not load wallets' + this).
 */
export class ServiceUnavailableError extends UnknownError {
  override name = 'ServiceUnavailableError'
  readonly reason: 'unreachable' | 'timeout'
  constructor(reason: 'unreachable' | 'timeout', details: string, cause?: unknown) {
    const timeout = reason === 'timeout'
    super(timeout ? 'The service did not answer in time' : 'The service could not be reached', {
      details,
      cause,
      messageId: timeout ? 'errorServiceTimeout' : 'errorServiceUnreachable',
    })
    this.reason = reason
  }
}
