import { walk } from '@foyer/errors'

const hasCode = (error: unknown): error is { code: number } =>
  typeof (error as { code?: unknown } | null | undefined)?.code === 'number'

/**
 * The numeric `code` of an error or of the first error in its `cause` chain that has one
 * (viem and EIP-1193 errors carry `code`; wrappers keep the original as `cause`).
 */
export function getErrorCode(error: unknown): number | undefined {
  return walk(error, hasCode)?.code
}
