import { InvalidOptionError } from '@foyer/core'
import { z } from 'zod'
import { InvalidParameterError } from './errors/errors.js'
import { addressSchema, evmNetworkSchema } from './network/schema.js'

const storageSchema = z.custom<object>(
  (value) =>
    value === null ||
    (typeof value === 'object' &&
      ['getItem', 'setItem', 'removeItem'].every(
        (key) => typeof (value as Record<string, unknown>)[key] === 'function',
      )),
  'expected null or an object with getItem, setItem and removeItem',
)

export const adapterOptionsSchema = z.object({
  networks: z.array(evmNetworkSchema).min(1, 'at least one network is required'),
  projectId: z.string().min(1).optional(),
  storage: storageSchema.optional(),
  transports: z
    .record(
      z.string(),
      z.custom<object>((value) => typeof value === 'function', 'expected a viem transport'),
    )
    .optional(),
})

export const connectParametersSchema = z.object({
  connectorId: z.string().min(1),
  chainId: z.union([z.number(), z.string()]).optional(),
})

export const accountParametersSchema = z.object({
  address: addressSchema,
  network: evmNetworkSchema,
})

/** Parses constructor options; a failure names the option (InvalidOptionError). */
export function parseOptions<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new InvalidOptionError(issue?.path.join('.') || 'options', z.prettifyError(result.error))
}

/** Parses a method's parameters; a failure names the parameter (InvalidParameterError). */
export function parseParameters<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new InvalidParameterError(String(issue?.path[0] ?? 'parameters'), z.prettifyError(result.error))
}
