import { describeIssues, InvalidOptionError, issueMessage, v } from '@foyer/core'
import { InvalidParameterError } from '../errors/errors.js'

const httpUrl = v.string().check(v.regex(/^https?:\/\//, { error: 'expected an http(s) URL' }))

/** A Bitcoin address's shape (bech32 or base58 characters); the lazy code decodes it for the network. */
export const addressSchema = v
  .string()
  .check(v.regex(/^[0-9a-zA-Z]{14,90}$/, { error: 'expected a Bitcoin address (14-90 letters and digits)' }))

/** The parts of a Bitcoin network the adapter relies on; other fields pass through. */
export const bitcoinNetworkSchema = v.looseObject({
  id: v.string().check(v.regex(/^[0-9a-f]{32}$/, { error: 'expected 32 hex digits of the genesis hash' })),
  caipNetworkId: v
    .string()
    .check(v.regex(/^bip122:[0-9a-f]{32}$/, { error: 'expected bip122:<32 hex digits>' })),
  chainNamespace: v.literal('bip122'),
  name: v.string().check(v.minLength(1)),
  nativeCurrency: v.looseObject({
    name: v.string(),
    symbol: v.string().check(v.minLength(1)),
    decimals: v.int().check(v.minimum(0), v.maximum(36)),
  }),
  // The first URL is the network's Esplora API base.
  rpcUrls: v.looseObject({ default: v.looseObject({ http: v.array(httpUrl).check(v.minLength(1)) }) }),
})

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
  networks: v.optional(
    v.array(bitcoinNetworkSchema).check(v.minLength(1, { error: 'at least one network is required' })),
  ),
  projectId: v.optional(v.string().check(v.minLength(1))),
  storage: v.optional(storageSchema),
  reconnectTimeoutMs: v.optional(v.int().check(v.minimum(0))),
})

export const connectParametersSchema = v.object({
  connectorId: v.string().check(v.minLength(1)),
  chainId: v.optional(v.union([v.number(), v.string()])),
})

export const accountParametersSchema = v.object({ address: addressSchema, network: bitcoinNetworkSchema })

export const signMessageParametersSchema = v.object({
  message: v.string(),
  address: v.optional(addressSchema),
})

export const signPsbtParametersSchema = v.object({
  psbt: v.string().check(v.regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'expected a base64 PSBT' })),
  signInputs: v.optional(v.record(addressSchema, v.array(v.int().check(v.minimum(0))))),
  broadcast: v.optional(v.boolean()),
})

export const verifyParametersSchema = v.object({
  address: addressSchema,
  message: v.string(),
  signature: v.string().check(v.minLength(1)),
})

/** Parses constructor options; a failure names the option (InvalidOptionError). */
export function parseOptions<T>(schema: v.Schema<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: issueMessage })
  if (result.success) return result.data
  throw new InvalidOptionError(
    result.error.issues[0]?.path.join('.') || 'options',
    describeIssues(result.error),
  )
}

/** Parses a method's parameters; a failure names the parameter (InvalidParameterError). */
export function parseParameters<T>(schema: v.Schema<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: issueMessage })
  if (result.success) return result.data
  throw new InvalidParameterError(
    String(result.error.issues[0]?.path[0] ?? 'parameters'),
    describeIssues(result.error),
  )
}
