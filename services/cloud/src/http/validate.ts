import { z } from 'zod'
import { InvalidRequestError } from '../errors.js'
import { assertSafeInput } from './safeInput.js'

/**
 * Parses `value` or throws a 400 naming the first offending field (`Invalid entries: must be at
 * most 100`). `fallbackField` names the input itself when the problem is not in one field. Text the
 * database cannot hold (NUL, lone surrogates) and deep nesting are refused first (safeInput.ts).
 */
export function parseOrThrow<T extends z.core.$ZodType>(
  schema: T,
  value: unknown,
  fallbackField: string,
): z.output<T> {
  assertSafeInput(value, fallbackField)
  // The wire schemas (@foyer/wire) are zod/mini ones: parsed through zod's shared core, with its English messages.
  const result = z.safeParse(schema, value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : fallbackField
  throw new InvalidRequestError(field, issue?.message ?? 'invalid value')
}
