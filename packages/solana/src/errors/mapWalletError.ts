import { type BaseError, mapWalletFailure, type WalletFailureFallback } from '@foyer/core'
import { SolanaRequestError } from './errors.js'

/**
 * Turns what a wallet threw into a Foyer error: a rejection becomes UserRejectedRequestError
 * ('User rejected the request.'); anything else a SolanaRequestError with the wallet's own wording (or
 * `fallback`'s text, by message id) that keeps the original as `cause`. Foyer errors pass through.
 */
export function mapWalletError(error: unknown, fallback?: WalletFailureFallback): BaseError {
  return mapWalletFailure(error, (text, parameters) => new SolanaRequestError(text, parameters), fallback)
}
