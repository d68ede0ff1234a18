import { InvalidOptionError } from '../errors/errors.js'
import { describeIssues, issueMessage } from '../validation/issueMessage.js'
import * as v from '../validation/schema.js'

/** An adapter's `storage` option: null, or an object with getItem, setItem and removeItem. */
export const adapterStorageSchema = v.custom<object>(
  (value) =>
    value === null ||
    (typeof value === 'object' &&
      ['getItem', 'setItem', 'removeItem'].every(
        (key) => typeof (value as Record<string, unknown>)[key] === 'function',
      )),
  { error: 'expected null or an object with getItem, setItem and removeItem' },
)

/**
 * Parses an adapter's constructor options with `schema`; a failure names the option (InvalidOptionError),
 * as every adapter reports it.
 *
 * @example
 * const options = parseAdapterOptions(v.object({ storage: v.optional(adapterStorageSchema) }), input)
 */
export function parseAdapterOptions<T>(schema: v.Schema<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: issueMessage })
  if (result.success) return result.data
  throw new InvalidOptionError(
    result.error.issues[0]?.path.join('.') || 'options',
    describeIssues(result.error),
  )
}
