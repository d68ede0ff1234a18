import type { core } from 'zod/mini'

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`)

/**
 * English text for a zod issue that has no message of its own. zod/mini ships no locale (loading
 * one is a global side effect that would pull zod's full message tables into the page), so the
 * adapter words the few issues its schemas can raise.
 */
export function issueMessage(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `expected ${article(issue.expected)}`
    case 'too_small':
      if (issue.origin === 'array')
        return `expected at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`
      if (issue.origin === 'string')
        return `expected at least ${issue.minimum} character${Number(issue.minimum) === 1 ? '' : 's'}`
      return `expected a number ${issue.inclusive === false ? '>' : '>='} ${issue.minimum}`
    case 'too_big':
      return `expected a number ${issue.inclusive === false ? '<' : '<='} ${issue.maximum}`
    case 'invalid_value':
      return `expected ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`
    case 'invalid_union':
      return issue.input === undefined ? 'is required' : 'matches none of the accepted forms'
    default:
      return issue.message ?? 'is invalid'
  }
}

/** The first issue's text, then the others with their paths: one readable line for an error. */
export function describeIssues(error: core.$ZodError): string {
  const [first, ...rest] = error.issues
  if (!first) return 'is invalid'
  const others = rest.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`)
  return [first.message, ...others].join('; ')
}
