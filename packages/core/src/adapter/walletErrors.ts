// What every chain family's adapter does with a wallet's error: tell a rejection from a failure, and wrap a
// failure in the adapter's own request error. The Solana and Bitcoin adapters export these under their names.
import { BaseError, type BaseErrorParameters, walk } from '@foyer/errors'
import { UserRejectedRequestError } from '../errors/errors.js'
import { type WalletFailureFallback, walletFailure } from '../errors/walletFailure.js'

/** Codes wallets use when the visitor declines: EIP-1193's 4001 (which Solana and Bitcoin wallets adopted) and WalletConnect's 5000. */
export const walletRejectionCodes: ReadonlySet<number> = new Set([4001, 5000])

// Wallets also decline with words only ('User rejected the request.', 'User declined', 'Transaction
// cancelled by user', 'Approval denied', 'User canceled the request', ...).
const rejectionText =
  /\buser (rejected|denied|declined|cancell?ed|refused|canceled)\b|\b(rejected|denied|declined|cancell?ed) by (the )?user\b|\bapproval denied\b|\brequest (was )?(cancell?ed|rejected)\b/i

/**
 * The innermost numeric `code` on the cause chain (MetaMask Mobile's `data.originalError.code` included):
 * the wallet's own, rather than a wrapper's. getErrorCodes (utils/errorCode.ts) reads the same; its own few
 * lines over `walk` here, since the connection code imports that module: shared with the adapters' lazy
 * code, it became a chunk of its own, fetched beside the connection code on the modal's first open.
 */
function innermostErrorCode(error: unknown): number | undefined {
  let innermost: number | undefined
  walk(error, (link) => {
    const record = (link ?? {}) as { code?: unknown; data?: { originalError?: { code?: unknown } } }
    for (const code of [record.code, record.data?.originalError?.code])
      if (typeof code === 'number') innermost = code
    return false
  })
  return innermost
}

/**
 * True when the wallet said the visitor declined: code 4001 or 5000 (or one of `extraCodes`, a wallet
 * protocol's own), or a message that says so, anywhere on the cause chain.
 *
 * @example
 * if (isWalletRejection(error)) return // the visitor said no: nothing to report
 */
export function isWalletRejection(error: unknown, extraCodes: readonly number[] = []): boolean {
  const declined = (link: unknown) => {
    const { code, message } = (link ?? {}) as { code?: unknown; message?: unknown }
    return (
      (typeof code === 'number' && (walletRejectionCodes.has(code) || extraCodes.includes(code))) ||
      (typeof message === 'string' && rejectionText.test(message))
    )
  }
  return walk(error, declined) !== null
}

/** Codes of a wallet that does not implement a method (EIP-1193 4200, JSON-RPC -32601, WalletConnect 5101). */
const unsupportedMethodCodes: ReadonlySet<number> = new Set([4200, -32601, 5101])

/**
 * True when the wallet answered that it does not implement the method asked for.
 *
 * @example
 * if (isUnsupportedMethod(error)) return sendItself() // the wallet only signs
 */
export function isUnsupportedMethod(error: unknown): boolean {
  const code = innermostErrorCode(error)
  return code !== undefined && unsupportedMethodCodes.has(code)
}

/** What an adapter's request error is made from: the text, the cause, the wallet's code and the view's message id. */
export type WalletRequestErrorParameters = BaseErrorParameters & { rpcCode?: number | undefined }

/**
 * Turns what a wallet threw into a Foyer error: a rejection becomes UserRejectedRequestError ('User rejected
 * the request.'); anything else the adapter's own request error (`toRequestError`) with the wallet's wording
 * (or `fallback`'s text, by message id), the original kept as `cause` and its code as `rpcCode`. Foyer errors
 * pass through.
 *
 * @example
 * const mapWalletError = (error: unknown, fallback?: WalletFailureFallback) =>
 *   mapWalletFailure(error, (text, parameters) => new SolanaRequestError(text, parameters), fallback)
 */
export function mapWalletFailure(
  error: unknown,
  toRequestError: (shortMessage: string, parameters: WalletRequestErrorParameters) => BaseError,
  fallback?: WalletFailureFallback,
  extraRejectionCodes: readonly number[] = [],
): BaseError {
  if (error instanceof BaseError) return error
  if (isWalletRejection(error, extraRejectionCodes)) return new UserRejectedRequestError({ cause: error })
  const { shortMessage, ...text } = walletFailure(error, fallback)
  return toRequestError(shortMessage, { cause: error, rpcCode: innermostErrorCode(error), ...text })
}
