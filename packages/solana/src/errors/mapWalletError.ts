import { BaseError, UserRejectedRequestError } from '@foyer/core'
import { SolanaRequestError } from './errors.js'

/** Codes wallets use when the visitor declines (EIP-1193's 4001, which Solana wallets adopted; 5000 alike, §8). */
export const rejectionCodes: ReadonlySet<number> = new Set([4001, 5000])

// Wallet-standard wallets throw plain errors: some with code 4001, others only with words to go by
// ('User rejected the request.', 'User declined', 'Transaction cancelled by user', 'Approval denied').
const rejectionText =
  /\buser (rejected|denied|declined|cancell?ed|refused)\b|\b(rejected|denied|declined|cancell?ed) by (the )?user\b|\bapproval denied\b/i

/** The errors on a cause chain, outermost first (bounded: a cyclic chain must not hang). */
function chain(error: unknown): object[] {
  const errors: object[] = []
  let current: unknown = error
  while (current && typeof current === 'object' && !errors.includes(current) && errors.length < 10) {
    errors.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return errors
}

/** The innermost numeric `code` on the chain: the wallet's own, rather than a wrapper's. */
export function innermostCode(error: unknown): number | undefined {
  return chain(error)
    .map((e) => (e as { code?: unknown }).code)
    .filter((code): code is number => typeof code === 'number')
    .at(-1)
}

/** True when the wallet said the visitor declined: code 4001 or 5000, or a message that says so. */
export function isWalletRejection(error: unknown): boolean {
  return chain(error).some((e) => {
    const { code, message } = e as { code?: unknown; message?: unknown }
    return (
      (typeof code === 'number' && rejectionCodes.has(code)) ||
      (typeof message === 'string' && rejectionText.test(message))
    )
  })
}

function shortMessageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
  if (typeof shortMessage === 'string' && shortMessage) return shortMessage
  if (typeof message === 'string' && message) return message.split('\n')[0]
  return undefined
}

/**
 * Turns what a wallet threw into a Foyer error: a rejection becomes UserRejectedRequestError
 * ('User rejected the request.'); anything else a SolanaRequestError with the wallet's message (or
 * `fallbackMessage`) that keeps the original as `cause`. Foyer errors pass through.
 */
export function mapWalletError(error: unknown, fallbackMessage = 'Something went wrong'): BaseError {
  if (error instanceof BaseError) return error
  if (isWalletRejection(error)) return new UserRejectedRequestError({ cause: error })
  return new SolanaRequestError(shortMessageOf(error) ?? fallbackMessage, {
    cause: error,
    rpcCode: innermostCode(error),
  })
}
