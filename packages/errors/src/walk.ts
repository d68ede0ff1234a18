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
  const seen: unknown[] = []
  for (let current = error; ; ) {
    if (fn?.(current)) return current
    seen.push(current)
    // The next link: the cause, or the `error` of a JSON-RPC error response thrown as it is.
    const { cause, error: inner } = (current ?? {}) as { cause?: unknown; error?: unknown }
    const link = cause ?? (typeof inner === 'object' ? inner : undefined)
    // Bounded (16 links): cause chains are short, and a cycle must not hang the caller.
    if (link == null || seen.includes(link) || seen.length > 15) return fn ? null : current
    current = link
  }
}
