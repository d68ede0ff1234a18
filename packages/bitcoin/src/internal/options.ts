// On the page: the constructor's option check. The parameter checks of the adapter's methods (schemas.ts)
// load with the code that runs them.
import { adapterStorageSchema, v } from '@foyer/core'

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

export const adapterOptionsSchema = v.object({
  networks: v.optional(
    v.array(bitcoinNetworkSchema).check(v.minLength(1, { error: 'at least one network is required' })),
  ),
  projectId: v.optional(v.string().check(v.minLength(1))),
  storage: v.optional(adapterStorageSchema),
  reconnectTimeoutMs: v.optional(v.int().check(v.minimum(0))),
})
