/**
 * The numeric `code` of an error or of the first error in its `cause` chain that has one
 * (viem and EIP-1193 errors carry `code`; wrappers keep the original as `cause`).
 */
export function getErrorCode(error: unknown): number | undefined {
  let current: unknown = error
  // Bounded walk: a cause cycle must not hang the modal.
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
