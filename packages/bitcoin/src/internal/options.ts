// On the page: the constructor's option check. The parameter checks of the adapter's methods (schemas.ts)
// load with the code that runs them.
import { describeIssues, InvalidOptionError, issueMessage, v } from '@foyer/core'

const httpUrl = v.string().check(v.regex(/^https?:\/\//, { error: 'expected an http(s) URL' }))

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

/** Parses constructor options; a failure names the option (InvalidOptionError). */
export function parseOptions<T>(schema: v.Schema<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: issueMessage })
  if (result.success) return result.data
  throw new InvalidOptionError(
    result.error.issues[0]?.path.join('.') || 'options',
    describeIssues(result.error),
  )
}
