import { BaseError, type ErrorMessage } from '@foyer/errors'
import { getErrorCode } from '../utils/errorCode.js'
import { toRpcError } from './rpc.js'

/** Codes wallets use for "the visitor said no" (EIP-1193 4001; 5000 is treated alike). */
export const USER_REJECTED_CODES: readonly number[] = [4001, 5000]

export const USER_REJECTED_MESSAGE = 'User rejected the request.'
export const FALLBACK_ERROR_MESSAGE = 'An error occurred'

/**
 * True when the error, or one in its cause chain, says the visitor declined.
 *
 * @example
 * if (isUserRejection(error)) return // the visitor said no: nothing to report
 */
export function isUserRejection(error: unknown): boolean {
  if (error instanceof BaseError && error.code === 'USER_REJECTED') return true
  const code = getErrorCode(error)
  return code !== undefined && USER_REJECTED_CODES.includes(code)
}

/** A viem-style error's own one-line text (the wallet's or the library's wording), if any. */
function foreignShortMessage(error: unknown): string | undefined {
  const short = (error as { shortMessage?: unknown } | null | undefined)?.shortMessage
  return typeof short === 'string' && short.length > 0 ? short : undefined
}

/**
 * What a view shows for an error, as a message id and its values (never English): `errorUserRejected`
 * for rejections, a Foyer error's own id, a viem-style error's shortMessage as `text` (wording Foyer did
 * not write), the catalogued id of a JSON-RPC or wallet error code, else `errorUnknown`
 * ('An error occurred'). Never a stack or details, which may hold internals.
 *
 * @example
 * const { id, params } = toErrorMessage(error) // @foyer/react renders it in the visitor's language
 */
export function toErrorMessage(error: unknown): ErrorMessage {
  if (isUserRejection(error)) return { id: 'errorUserRejected' }
  if (error instanceof BaseError) {
    const { messageId: id, messageParams: params } = error
    return params ? { id, params } : { id }
  }
  const short = foreignShortMessage(error)
  if (short) return { id: 'text', params: { text: short } }
  const rpc = toRpcError(error)
  return rpc ? toErrorMessage(rpc) : { id: 'errorUnknown' }
}

/**
 * The English one-liner for an error (the exact user-facing wording): 'User rejected the request.' for rejections, a
 * Foyer error's shortMessage, a viem-style error's shortMessage, the catalogued text of a JSON-RPC or
 * wallet error code, else 'An error occurred'. For logs and developers; a view shows
 * `toErrorMessage(error)`, which its locale tables translate.
 *
 * @example
 * toUserMessage({ code: 4001 }) // 'User rejected the request.'
 * toUserMessage({ code: -32603 }) // 'An internal error was received.'
 * toUserMessage(42) // 'An error occurred'
 */
export function toUserMessage(error: unknown): string {
  if (isUserRejection(error)) return USER_REJECTED_MESSAGE
  if (error instanceof BaseError) return error.shortMessage
  return foreignShortMessage(error) ?? toRpcError(error)?.shortMessage ?? FALLBACK_ERROR_MESSAGE
}
