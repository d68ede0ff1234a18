import { BaseError } from './base.js'
import { UnknownError, UserRejectedRequestError } from './errors.js'
import { isUserRejection, toUserMessage } from './toUserMessage.js'

/** Foyer errors pass through; rejections become UserRejectedRequestError; the rest UnknownError. */
export function toTypedError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  return new UnknownError(toUserMessage(error), { cause: error })
}
