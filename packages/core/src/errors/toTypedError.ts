import { BaseError } from './base.js'
import { UnknownError, UserRejectedRequestError } from './errors.js'
import { toRpcError } from './rpc.js'
import { isUserRejection, toUserMessage } from './toUserMessage.js'

/**
 * Foyer errors pass through; rejections become UserRejectedRequestError; catalogued JSON-RPC and
 * wallet codes their named class (§8); the rest UnknownError.
 */
export function toTypedError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  const rpc = toRpcError(error)
  if (rpc) return rpc
  return new UnknownError(toUserMessage(error), { cause: error })
}
