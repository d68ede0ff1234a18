import { InvalidRequestError } from '../errors.js'

/** Deepest nesting of arrays and objects a request may carry (analytics props are the deepest: a few levels). */
export const MAX_INPUT_DEPTH = 16

// A UTF-16 high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why a string cannot be stored as Postgres text or jsonb, or undefined when it can. */
export function unsafeTextReason(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters'
  if (loneSurrogate.test(text)) return 'must be valid Unicode text (a lone surrogate was found)'
  return undefined
}

function reasonIn(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return unsafeTextReason(value)
  if (typeof value !== 'object' || value === null) return undefined
  if (depth >= MAX_INPUT_DEPTH) return `is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`
  if (Array.isArray(value)) {
    for (const item of value) {
      const reason = reasonIn(item, depth + 1)
      if (reason) return reason
    }
    return undefined
  }
  for (const [key, item] of Object.entries(value)) {
    const reason = unsafeTextReason(key) ?? reasonIn(item, depth + 1)
    if (reason) return reason
  }
  return undefined
}

/**
 * Throws a 400 when any string or key in `value` (a parsed query, path value or JSON body) holds what
 * Postgres refuses (NUL, lone surrogates) or the value is nested deeper than MAX_INPUT_DEPTH. Runs
 * before any schema or query, so bad input never reaches the database and costs next to nothing.
 * The field named is the top-level key at fault, else `fallbackField`.
 */
export function assertSafeInput(value: unknown, fallbackField: string): void {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) {
      const reason = unsafeTextReason(key) ?? reasonIn(item, 1)
      if (reason) throw new InvalidRequestError(unsafeTextReason(key) ? fallbackField : key, reason)
    }
    return
  }
  const reason = reasonIn(value, 0)
  if (reason) throw new InvalidRequestError(fallbackField, reason)
}
