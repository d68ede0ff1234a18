import { BaseError, UserRejectedRequestError } from '@foyer/core'
import { BitcoinRequestError } from './errors.js'

/** Codes wallets use when the visitor declines: EIP-1193's 4001 and WalletConnect's 5000 (§8). */
export const rejectionCodes: ReadonlySet<number> = new Set([4001, 5000])

/** sats-connect's USER_REJECTION: a decline only when a sats-connect (WBIP004) provider says it. */
export const satsConnectRejectionCode = -32000

// Wallets also decline with words only ('User rejected the request.', 'User canceled the request', ...).
const rejectionText =
  /\buser (rejected|denied|declined|cancell?ed|refused|canceled)\b|\b(rejected|denied|declined|cancell?ed) by (the )?user\b|\bapproval denied\b|\brequest (was )?(cancell?ed|rejected)\b/i

/** The errors on a cause chain, outermost first (bounded: a cyclic chain must not hang). */
function chain(error: unknown): object[] {
  const errors: object[] = []
  let current: unknown = error
  while (current && typeof current === 'object' && !errors.includes(current) && errors.length < 10) {
    errors.push(current)
    const { cause, error: inner } = current as { cause?: unknown; error?: unknown }
    // A JSON-RPC error response ({ error: { code, message } }) thrown as is: its error is the wallet's.
    current = cause ?? inner
  }
  return errors
}

/** The innermost numeric `code` on the chain: the wallet's own, rather than a wrapper's. */
function innermostCode(error: unknown): number | undefined {
  return chain(error)
    .map((e) => (e as { code?: unknown }).code)
    .filter((code): code is number => typeof code === 'number')
    .at(-1)
}

/**
 * True when the wallet said the visitor declined: code 4001 or 5000 (or one of `extraCodes`), or a message
 * that says so.
 */
export function isWalletRejection(error: unknown, extraCodes: readonly number[] = []): boolean {
  return chain(error).some((e) => {
    const { code, message } = e as { code?: unknown; message?: unknown }
    return (
      (typeof code === 'number' && (rejectionCodes.has(code) || extraCodes.includes(code))) ||
      (typeof message === 'string' && rejectionText.test(message))
    )
  })
}

function shortMessageOf(error: unknown): string | undefined {
  for (const e of chain(error)) {
    const { shortMessage, message } = e as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage
    if (typeof message === 'string' && message) return message.split('\n')[0]
  }
  return undefined
}

/**
 * Turns what a wallet threw into a Foyer error: a rejection becomes UserRejectedRequestError
 * ('User rejected the request.'); anything else a BitcoinRequestError with the wallet's message (or
 * `fallbackMessage`) that keeps the original as `cause`. Foyer errors pass through.
 */
export function mapWalletError(
  error: unknown,
  fallbackMessage = 'Something went wrong',
  extraRejectionCodes: readonly number[] = [],
): BaseError {
  if (error instanceof BaseError) return error
  if (isWalletRejection(error, extraRejectionCodes)) return new UserRejectedRequestError({ cause: error })
  return new BitcoinRequestError(shortMessageOf(error) ?? fallbackMessage, {
    cause: error,
    rpcCode: innermostCode(error),
  })
}

/** Codes of a wallet that does not implement a method (EIP-1193 4200, JSON-RPC -32601, WalletConnect 5101). */
const unsupportedMethodCodes: ReadonlySet<number> = new Set([4200, -32601, 5101])

/** True when the wallet answered that it does not implement the method asked for. */
export function isUnsupportedMethod(error: unknown): boolean {
  const code = innermostCode(error)
  return code !== undefined && unsupportedMethodCodes.has(code)
}
