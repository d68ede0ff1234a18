import type { core } from 'zod/mini'

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`)

/**
 * A short English text for a zod issue ("must be a URL", "must contain at least one item").
 * zod/mini ships no locale (loading one is a global side effect), so Foyer words its own.
 */
export function issueMessage(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${article(issue.expected)}`
    case 'too_small':
      if (issue.origin === 'array' || issue.origin === 'set')
        return `must contain at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`
      if (issue.origin === 'string') return `must be at least ${issue.minimum} characters long`
      return `must be at least ${issue.minimum}`
    case 'too_big':
      return `must be at most ${issue.maximum}`
    case 'invalid_format':
      return issue.format === 'url' ? 'must be a URL' : `must be a valid ${issue.format}`
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
    case 'unrecognized_keys':
      return `has unknown key${issue.keys.length === 1 ? '' : 's'} ${issue.keys.join(', ')}`
    default:
      return issue.message ?? 'is invalid'
  }
}
