import { walk } from '@foyer/errors'

const hasCode = (error: unknown): error is { code: number } =>
  typeof (error as { code?: unknown } | null | undefined)?.code === 'number'

/**
 * The numeric `code` of an error or of the first error in its `cause` chain that has one
 * (viem and EIP-1193 errors carry `code`; wrappers keep the original as `cause`).
 *
 * @example
 * getErrorCode(new Error('wrapped', { cause: { code: 4001 } })) // 4001
 */
export function getErrorCode(error: unknown): number | undefined {
  return walk(error, hasCode)?.code
}

/**
 * Every numeric `code` on an error's cause chain (and MetaMask Mobile's `data.originalError.code`),
 * outermost first: wagmi and viem wrap wallet errors, so the wallet's own code may sit a few links down,
 * and the last one is usually the wallet's own.
 *
 * @example
 * getErrorCodes(error).at(-1) // the wallet's code rather than a wrapper's
 */
export function getErrorCodes(error: unknown): number[] {
  const codes: number[] = []
  walk(error, (link) => {
    const record = (link ?? {}) as { code?: unknown; data?: { originalError?: { code?: unknown } } }
    for (const code of [record.code, record.data?.originalError?.code])
      if (typeof code === 'number') codes.push(code)
    return false
  })
  return codes
}
