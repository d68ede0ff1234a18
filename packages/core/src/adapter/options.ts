import { InvalidOptionError, InvalidParameterError } from '../errors/errors.js'
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
 * as every adapter reports it. Foyer's adapters check their options in development builds only (inside
 * `if (process.env.NODE_ENV !== 'production')`, the check in a module of its own, so production pages carry
 * none of it); an adapter that does the same must not rely on the returned value.
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

const httpUrl = v.string().check(v.regex(/^https?:\/\//, { error: 'expected an http(s) URL' }))

/**
 * The parts of a chain family's network an adapter relies on (its namespace, a name, a native currency and
 * at least one http(s) RPC URL), with the family's own `id` and `caipNetworkId` formats; other fields pass
 * through.
 *
 * @example
 * const bitcoinNetworkSchema = adapterNetworkSchema('bip122', {
 *   id: v.string().check(v.regex(/^[0-9a-f]{32}$/)),
 *   caipNetworkId: v.string().check(v.regex(/^bip122:[0-9a-f]{32}$/)),
 * })
 */
export const adapterNetworkSchema = <N extends string>(
  namespace: N,
  formats: { id: v.Schema<string>; caipNetworkId: v.Schema<string> },
) =>
  v.looseObject({
    ...formats,
    chainNamespace: v.literal(namespace),
    name: v.string().check(v.minLength(1)),
    nativeCurrency: v.looseObject({
      name: v.string(),
      symbol: v.string().check(v.minLength(1)),
      decimals: v.int().check(v.minimum(0), v.maximum(36)),
    }),
    rpcUrls: v.looseObject({ default: v.looseObject({ http: v.array(httpUrl).check(v.minLength(1)) }) }),
  })

/**
 * The constructor options every chain family's adapter takes: `networks` (at least one, each checked by
 * `networkSchema`), `projectId`, `storage` and `reconnectTimeoutMs`.
 *
 * @example
 * const options = parseAdapterOptions(chainAdapterOptionsSchema(bitcoinNetworkSchema), input)
 */
export const chainAdapterOptionsSchema = <T>(networkSchema: v.Schema<T>) =>
  v.object({
    networks: v.optional(
      v.array(networkSchema).check(v.minLength(1, { error: 'at least one network is required' })),
    ),
    projectId: v.optional(v.string().check(v.minLength(1))),
    storage: v.optional(adapterStorageSchema),
    reconnectTimeoutMs: v.optional(v.int().check(v.minimum(0))),
  })

/**
 * Parses an adapter method's parameters with `schema`; a failure names the parameter
 * (InvalidParameterError), as every adapter reports it.
 *
 * @example
 * const { address } = parseAdapterParameters(v.object({ address: addressSchema }), parameters)
 */
export function parseAdapterParameters<T>(schema: v.Schema<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: issueMessage })
  if (result.success) return result.data
  throw new InvalidParameterError(
    String(result.error.issues[0]?.path[0] ?? 'parameters'),
    describeIssues(result.error),
  )
}

/** What an adapter's `connect()` takes: a connector id and, optionally, the network to connect on. */
export const adapterConnectParametersSchema = v.object({
  connectorId: v.string().check(v.minLength(1)),
  chainId: v.optional(v.union([v.number(), v.string()])),
})
