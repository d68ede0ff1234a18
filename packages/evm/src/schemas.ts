import { describeIssues, InvalidOptionError, issueMessage, v } from '@foyer/core'
import { InvalidParameterError } from './errors/errors.js'
import { addressSchema, evmNetworkSchema } from './network/schema.js'

const storageSchema = v.custom<object>(
  (value) =>
    value === null ||
    (typeof value === 'object' &&
      ['getItem', 'setItem', 'removeItem'].every(
        (key) => typeof (value as Record<string, unknown>)[key] === 'function',
      )),
  { error: 'expected null or an object with getItem, setItem and removeItem' },
)

export const adapterOptionsSchema = v.object({
  networks: v.array(evmNetworkSchema).check(v.minLength(1, { error: 'at least one network is required' })),
  projectId: v.optional(v.string().check(v.minLength(1))),
  storage: v.optional(storageSchema),
  transports: v.optional(
    v.record(
      v.string(),
      v.custom<object>((value) => typeof value === 'function', { error: 'expected a viem transport' }),
    ),
  ),
})

export const connectParametersSchema = v.object({
  connectorId: v.string().check(v.minLength(1)),
  chainId: v.optional(v.union([v.number(), v.string()])),
})

export const accountParametersSchema = v.object({
  address: addressSchema,
  network: evmNetworkSchema,
})

/** Parses constructor options; a failure names the option (InvalidOptionError). */
export function parseOptions<T>(schema: v.Schema<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: issueMessage })
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new InvalidOptionError(issue?.path.join('.') || 'options', describeIssues(result.error))
}

/** Parses a method's parameters; a failure names the parameter (InvalidParameterError). */
export function parseParameters<T>(schema: v.Schema<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: issueMessage })
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new InvalidParameterError(String(issue?.path[0] ?? 'parameters'), describeIssues(result.error))
}
