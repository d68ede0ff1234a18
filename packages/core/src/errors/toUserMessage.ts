import { getErrorCode } from '../utils/errorCode.js'
import { BaseError } from './base.js'
import { toRpcError } from './rpc.js'

/** Codes wallets use for "the visitor said no" (EIP-1193 4001; 5000 is treated alike, §8). */
export const USER_REJECTED_CODES: readonly number[] = [4001, 5000]

export const USER_REJECTED_MESSAGE = 'User rejected the request.'
export const FALLBACK_ERROR_MESSAGE = 'An error occurred'

/** True when the error, or one in its cause chain, says the visitor declined. */
export function isUserRejection(error: unknown): boolean {
  if (error instanceof BaseError && error.code === 'USER_REJECTED') return true
  const code = getErrorCode(error)
  return code !== undefined && USER_REJECTED_CODES.includes(code)
}

/**
 * The §8 text a visitor sees for an error: 'User rejected the request.' for rejections,
 * a Foyer error's shortMessage, a viem-style error's shortMessage, the catalogued text of a JSON-RPC
 * or wallet error code, else 'An error occurred'.
 * Never returns a stack or details, which may hold internals.
 */
export function toUserMessage(error: unknown): string {
  if (isUserRejection(error)) return USER_REJECTED_MESSAGE
  if (error instanceof BaseError) return error.shortMessage
  const short =
    typeof error === 'object' && error !== null
      ? (error as { shortMessage?: unknown }).shortMessage
      : undefined
  if (typeof short === 'string' && short.length > 0) return short
  return toRpcError(error)?.shortMessage ?? FALLBACK_ERROR_MESSAGE
}
