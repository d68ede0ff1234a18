import {
  BaseError,
  getErrorCodes,
  UserRejectedRequestError,
  type WalletFailureFallback,
  walk,
  walletFailure,
} from '@foyer/core'
import { BitcoinRequestError } from './errors.js'

/** Codes wallets use when the visitor declines: EIP-1193's 4001 and WalletConnect's 5000. */
export const rejectionCodes: ReadonlySet<number> = new Set([4001, 5000])

/** sats-connect's USER_REJECTION: a decline only when a sats-connect (WBIP004) provider says it. */
export const satsConnectRejectionCode = -32000

// Wallets also decline with words only ('User rejected the request.', 'User canceled the request', ...).
const rejectionText =
  /\buser (rejected|denied|declined|cancell?ed|refused|canceled)\b|\b(rejected|denied|declined|cancell?ed) by (the )?user\b|\bapproval denied\b|\brequest (was )?(cancell?ed|rejected)\b/i

/** The innermost numeric `code` on the cause chain: the wallet's own, rather than a wrapper's. */
const innermostCode = (error: unknown): number | undefined => getErrorCodes(error).at(-1)

/**
 * True when the wallet said the visitor declined: code 4001 or 5000 (or one of `extraCodes`), or a message
 * that says so.
 */
export function isWalletRejection(error: unknown, extraCodes: readonly number[] = []): boolean {
  const declined = (link: unknown) => {
    const { code, message } = (link ?? {}) as { code?: unknown; message?: unknown }
    return (
      (typeof code === 'number' && (rejectionCodes.has(code) || extraCodes.includes(code))) ||
      (typeof message === 'string' && rejectionText.test(message))
    )
  }
  return walk(error, declined) !== null
}

/**
 * Turns what a wallet threw into a Foyer error: a rejection becomes UserRejectedRequestError
 * ('User rejected the request.'); anything else a BitcoinRequestError with the wallet's own wording (or
 * `fallback`'s text, by message id) that keeps the original as `cause`. Foyer errors pass through.
 */
export function mapWalletError(
  error: unknown,
  fallback?: WalletFailureFallback,
  extraRejectionCodes: readonly number[] = [],
): BaseError {
  if (error instanceof BaseError) return error
  if (isWalletRejection(error, extraRejectionCodes)) return new UserRejectedRequestError({ cause: error })
  const { shortMessage, ...text } = walletFailure(error, fallback)
  return new BitcoinRequestError(shortMessage, { cause: error, rpcCode: innermostCode(error), ...text })
}

/** Codes of a wallet that does not implement a method (EIP-1193 4200, JSON-RPC -32601, WalletConnect 5101). */
const unsupportedMethodCodes: ReadonlySet<number> = new Set([4200, -32601, 5101])

/** True when the wallet answered that it does not implement the method asked for. */
export function isUnsupportedMethod(error: unknown): boolean {
  const code = innermostCode(error)
  return code !== undefined && unsupportedMethodCodes.has(code)
}
