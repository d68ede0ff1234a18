import type { core } from 'zod/mini'
import type { RawIssue } from './schema.js'

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`)

/**
 * A short English text for a zod issue ("must be a URL", "must contain at least one item").
 * zod/mini ships no locale (loading one is a global side effect), so Foyer words its own.
 *
 * @example
 * issueMessage({ code: 'too_small', origin: 'array', minimum: 1, inclusive: true, input: [] })
 * // 'must contain at least 1 item'
 */
export function issueMessage(issue: core.$ZodRawIssue | RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${article(String(issue.expected))}`
    case 'too_small':
      if (issue.origin === 'array' || issue.origin === 'set')
        return `must contain at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`
      if (issue.origin === 'string')
        return Number(issue.minimum) === 1
          ? 'must not be empty'
          : `must be at least ${issue.minimum} characters long`
      return issue.inclusive === false
        ? `must be greater than ${issue.minimum}`
        : `must be at least ${issue.minimum}`
    case 'too_big':
      return issue.inclusive === false
        ? `must be less than ${issue.maximum}`
        : `must be at most ${issue.maximum}`
    case 'invalid_format':
      return issue.format === 'url' ? 'must be a URL' : `must be a valid ${issue.format}`
    case 'invalid_value':
      return `must be one of ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(', ')}`
    case 'invalid_union':
      return issue.input === undefined ? 'is required' : 'matches none of the accepted forms'
    case 'unrecognized_keys':
      return `has unknown key${(issue.keys ?? []).length === 1 ? '' : 's'} ${(issue.keys ?? []).join(', ')}`
    default:
      return issue.message ?? 'is invalid'
  }
}

/**
 * The first issue's text, then the others with their paths: one readable line for an error.
 *
 * @example
 * describeIssues({
 *   issues: [
 *     { path: ['networks'], message: 'must contain at least one item' },
 *     { path: ['themeMode'], message: 'must be one of "light", "dark"' },
 *   ],
 * })
 * // 'must contain at least one item; themeMode: must be one of "light", "dark"'
 */
export function describeIssues(error: {
  issues: readonly { path: PropertyKey[]; message: string }[]
}): string {
  const [first, ...rest] = error.issues
  if (!first) return 'is invalid'
  const others = rest.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`)
  return [first.message, ...others].join('; ')
}
