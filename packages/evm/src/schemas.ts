import { describeIssues, InvalidOptionError, issueMessage } from '@foyer/core'
import * as z from 'zod/mini'
import { InvalidParameterError } from './errors/errors.js'
import { addressSchema, evmNetworkSchema } from './network/schema.js'

const storageSchema = z.custom<object>(
  (value) =>
    value === null ||
    (typeof value === 'object' &&
      ['getItem', 'setItem', 'removeItem'].every(
        (key) => typeof (value as Record<string, unknown>)[key] === 'function',
      )),
  { error: 'expected null or an object with getItem, setItem and removeItem' },
)

export const adapterOptionsSchema = z.object({
  networks: z.array(evmNetworkSchema).check(z.minLength(1, { error: 'at least one network is required' })),
  projectId: z.optional(z.string().check(z.minLength(1))),
  storage: z.optional(storageSchema),
  transports: z.optional(
    z.record(
      z.string(),
      z.custom<object>((value) => typeof value === 'function', { error: 'expected a viem transport' }),
    ),
  ),
})

export const connectParametersSchema = z.object({
  connectorId: z.string().check(z.minLength(1)),
  chainId: z.optional(z.union([z.number(), z.string()])),
})

export const accountParametersSchema = z.object({
  address: addressSchema,
  network: evmNetworkSchema,
})

/** Parses constructor options; a failure names the option (InvalidOptionError). */
export function parseOptions<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: issueMessage })
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new InvalidOptionError(issue?.path.join('.') || 'options', describeIssues(result.error))
}

/** Parses a method's parameters; a failure names the parameter (InvalidParameterError). */
export function parseParameters<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: issueMessage })
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new InvalidParameterError(String(issue?.path[0] ?? 'parameters'), describeIssues(result.error))
}
