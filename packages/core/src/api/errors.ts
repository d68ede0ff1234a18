import { BaseError } from '../errors/base.js'
import { UnknownError } from '../errors/errors.js'

/** A service answered with a body Foyer cannot read; details name the field. */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  constructor(details: string, cause?: unknown) {
    super('INVALID_RESPONSE', 'Something went wrong', cause === undefined ? { details } : { details, cause })
  }
}

/**
 * A service could not be reached, or did not answer within REQUEST_TIMEOUT_MS; shortMessage says
 * which, for the views that show what failed ('Could not load wallets' + this).
 */
export class ServiceUnavailableError extends UnknownError {
  override name = 'ServiceUnavailableError'
  readonly reason: 'unreachable' | 'timeout'
  constructor(reason: 'unreachable' | 'timeout', details: string, cause?: unknown) {
    super(
      reason === 'timeout' ? 'The service did not answer in time' : 'The service could not be reached',
      cause === undefined ? { details } : { details, cause },
    )
    this.reason = reason
  }
}
