/** Links followed at most: cause chains are short, and a cycle must not hang the caller. */
const MAX_LINKS = 16

/**
 * The next link of a cause chain: the error's `cause`, or, for a JSON-RPC error response thrown as it
 * is (`{ error: { code, message } }`), its `error`.
 */
function next(error: unknown): unknown {
  if (!error || typeof error !== 'object') return undefined
  const { cause, error: inner } = error as { cause?: unknown; error?: unknown }
  return cause ?? (inner && typeof inner === 'object' ? inner : undefined)
}

/**
 * Walks `error`'s cause chain, outermost first. With `fn`: the first link (the error itself included)
 * for which `fn` is true, else null. Without: the innermost link, usually the wallet's or the node's own
 * error. Bounded and cycle-safe.
 *
 * @example
 * walk(error, (e) => e instanceof UserRejectedRequestError) // the rejection, wherever it sits, or null
 * walk(error) // the innermost cause
 */
export function walk<T>(error: unknown, fn: (error: unknown) => error is T): T | null
export function walk(error: unknown, fn: (error: unknown) => boolean): unknown
export function walk(error: unknown): unknown
export function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  const seen = new Set<unknown>()
  let current = error
  for (;;) {
    if (fn?.(current)) return current
    seen.add(current)
    const link = next(current)
    if (link === undefined || seen.has(link) || seen.size >= MAX_LINKS) return fn ? null : current
    current = link
  }
}
