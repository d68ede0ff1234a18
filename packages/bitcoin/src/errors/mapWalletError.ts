import { type BaseError, mapWalletFailure, type WalletFailureFallback } from '@foyer/core'
import { BitcoinRequestError } from './errors.js'

/** sats-connect's USER_REJECTION: a decline only when a sats-connect (WBIP004) provider says it. */
export const satsConnectRejectionCode = -32000

/**
 * Turns what a wallet threw into a Foyer error: a rejection becomes UserRejectedRequestError
 * ('User rejected the request.'); anything else a BitcoinRequestError with the wallet's own wording (or
 * `fallback`'s text, by message id) that keeps the original as `cause`. Foyer errors pass through.
 * `extraRejectionCodes`: the wallet protocol's own decline codes (sats-connect's).
 */
export function mapWalletError(
  error: unknown,
  fallback?: WalletFailureFallback,
  extraRejectionCodes: readonly number[] = [],
): BaseError {
  return mapWalletFailure(
    error,
    (text, parameters) => new BitcoinRequestError(text, parameters),
    fallback,
    extraRejectionCodes,
  )
}
