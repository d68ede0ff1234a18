import {
  BaseError,
  getErrorCodes,
  UserRejectedRequestError,
  type WalletFailureFallback,
  walk,
  walletFailure,
} from '@foyer/core'
import { SolanaRequestError } from './errors.js'

/** Codes wallets use when the visitor declines (EIP-1193's 4001, which Solana wallets adopted; 5000 alike). */
export const rejectionCodes: ReadonlySet<number> = new Set([4001, 5000])

// Wallet-standard wallets throw plain errors: some with code 4001, others only with words to go by
// ('User rejected the request.', 'User declined', 'Transaction cancelled by user', 'Approval denied').
const rejectionText =
  /\buser (rejected|denied|declined|cancell?ed|refused)\b|\b(rejected|denied|declined|cancell?ed) by (the )?user\b|\bapproval denied\b/i

/** The innermost numeric `code` on the cause chain: the wallet's own, rather than a wrapper's. */
export const innermostCode = (error: unknown): number | undefined => getErrorCodes(error).at(-1)

/** True when the wallet said the visitor declined: code 4001 or 5000, or a message that says so. */
export function isWalletRejection(error: unknown): boolean {
  return (
    walk(error, (link) => {
      const { code, message } = (link ?? {}) as { code?: unknown; message?: unknown }
      return (
        (typeof code === 'number' && rejectionCodes.has(code)) ||
        (typeof message === 'string' && rejectionText.test(message))
      )
    }) !== null
  )
}

/**
 * Turns what a wallet threw into a Foyer error: a rejection becomes UserRejectedRequestError
 * ('User rejected the request.'); anything else a SolanaRequestError with the wallet's own wording (or
 * `fallback`'s text, by message id) that keeps the original as `cause`. Foyer errors pass through.
 */
export function mapWalletError(error: unknown, fallback?: WalletFailureFallback): BaseError {
  if (error instanceof BaseError) return error
  if (isWalletRejection(error)) return new UserRejectedRequestError({ cause: error })
  const { shortMessage, ...text } = walletFailure(error, fallback)
  return new SolanaRequestError(shortMessage, { cause: error, rpcCode: innermostCode(error), ...text })
}
