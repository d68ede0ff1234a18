// A compact checker for the construction-time checks (createFoyer's options, the adapters' constructors,
// the React provider's props), which run in development builds only, and for the EVM adapter's lazy
// parameter checks. A check is a function that returns the first problem
// it finds, with its path, or nothing: a table of them is all a set of options needs, and it weighs
// far less than a schema library. The lazy parts of Foyer keep `v` (schema.ts) and zod.
import { isObject } from '../utils/isObject.js'

/** Where a problem is (object keys and array indexes below the checked value) and what it is. */
export type Problem = [path: (string | number)[], text: string]

/** Checks one value: its first problem, or undefined when it is fine. */
export type Check = (value: unknown) => Problem | undefined

/** The text for a missing value, whatever the check wanted. */
const REQUIRED = 'is required'

/** A value `test` accepts; else `text`, or 'is required' when there is no value. */
export const is =
  (test: (value: unknown) => unknown, text: string): Check =>
  (value) =>
    test(value) ? undefined : [[], value === undefined ? REQUIRED : text]

/** Nothing, or a value `check` accepts. */
export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined ? undefined : check(value)

/** Each check in turn; the first problem wins (so a later check may rely on the earlier ones). */
export const all =
  (...checks: Check[]): Check =>
  (value) => {
    for (const check of checks) {
      const problem = check(value)
      if (problem) return problem
    }
  }

const below = (key: string | number, problem: Problem | undefined): Problem | undefined =>
  problem && [[key, ...problem[0]], problem[1]]

const objectProblem = (value: unknown): Problem => [[], value === undefined ? REQUIRED : 'must be an object']

/**
 * An object whose fields pass their checks, in the order given; with `strict`, a field the table
 * does not name is 'is not a known option' (a typo surfaces at once). Other fields pass through.
 */
export const shape =
  (fields: Record<string, Check>, strict?: boolean): Check =>
  (value) => {
    if (!isObject(value)) return objectProblem(value)
    for (const key in fields) {
      const problem = below(key, fields[key]?.(value[key]))
      if (problem) return problem
    }
    const unknown = strict ? Object.keys(value).find((key) => !Object.hasOwn(fields, key)) : undefined
    return unknown === undefined ? undefined : [[unknown], 'is not a known option']
  }

/** An array of at least `min` items that `item` accepts; `tooFew` says what a shorter one lacks. */
export const list =
  (item: Check, min = 0, tooFew = `must contain at least ${min} item${min === 1 ? '' : 's'}`): Check =>
  (value) => {
    if (!Array.isArray(value)) return [[], value === undefined ? REQUIRED : 'must be an array']
    if (value.length < min) return [[], tooFew]
    for (const [index, entry] of value.entries()) {
      const problem = below(index, item(entry))
      if (problem) return problem
    }
  }

/** An object whose every value `item` accepts. */
export const record =
  (item: Check): Check =>
  (value) => {
    if (!isObject(value)) return objectProblem(value)
    for (const [key, entry] of Object.entries(value)) {
      const problem = below(key, item(entry))
      if (problem) return problem
    }
  }

/** One of `values` (compared with ===). */
export const oneOf = (values: readonly unknown[]): Check =>
  is((value) => values.includes(value), `must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}`)

export const string: Check = is((value) => typeof value === 'string', 'must be a string')
export const boolean: Check = is((value) => typeof value === 'boolean', 'must be a boolean')
export const nonEmpty: Check = all(
  string,
  is((value) => value !== '', 'must not be empty'),
)
/** A string that parses as an absolute URL. */
export const url: Check = all(
  string,
  is((value) => URL.canParse(value as string), 'must be a URL'),
)

/** True for an object with these methods (an adapter, a storage, a sign-in config). */
export const hasMethods = (value: unknown, names: readonly string[]): boolean =>
  typeof value === 'object' &&
  value !== null &&
  names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')

/** An object with these methods; `text` names what it must be. */
export const methods = (names: readonly string[], text: string): Check =>
  is((value) => hasMethods(value, names), text)

/** A problem's path as an option name: `networks[0].rpcUrls`, or `fallback` for the value itself. */
export function pathName(path: readonly (string | number)[], fallback: string): string {
  const name = path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${part}`))
    .join('')
  return name || fallback
}
