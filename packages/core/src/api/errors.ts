import { BaseError } from '../errors/base.js'

/** A service answered with a body Foyer cannot read; details name the field. */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  constructor(details: string, cause?: unknown) {
    super('INVALID_RESPONSE', 'Something went wrong', cause === undefined ? { details } : { details, cause })
  }
}
