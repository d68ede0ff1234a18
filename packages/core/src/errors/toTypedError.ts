import { BaseError } from '@foyer/errors'
import { UnknownError } from './connectionErrors.js'
import { UserRejectedRequestError } from './errors.js'
import { toRpcError } from './rpc.js'
import { isUserRejection, toErrorMessage, toUserMessage } from './toUserMessage.js'

/**
 * Foyer errors pass through; rejections become UserRejectedRequestError; catalogued JSON-RPC and
 * wallet codes their named class; the rest UnknownError, whose view text is the error's own
 * short message (as `text`) or 'An error occurred'.
 *
 * @example
 * toTypedError({ code: 4001 }) // UserRejectedRequestError
 * toTypedError(new Error('boom')).name // 'UnknownError'
 */
export function toTypedError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  const rpc = toRpcError(error)
  if (rpc) return rpc
  const { id, params } = toErrorMessage(error)
  return new UnknownError(toUserMessage(error), { cause: error, messageId: id, messageParams: params })
}
