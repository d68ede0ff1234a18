// On the page: the constructor's option check. The parameter checks of the adapter's methods (schemas.ts)
// load with the code that runs them.
import { adapterNetworkSchema, chainAdapterOptionsSchema, v } from '@foyer/core'

/** The parts of a Bitcoin network the adapter relies on (the first RPC URL is its Esplora API base); other fields pass through. */
export const bitcoinNetworkSchema = adapterNetworkSchema('bip122', {
  id: v.string().check(v.regex(/^[0-9a-f]{32}$/, { error: 'expected 32 hex digits of the genesis hash' })),
  caipNetworkId: v
    .string()
    .check(v.regex(/^bip122:[0-9a-f]{32}$/, { error: 'expected bip122:<32 hex digits>' })),
})

export const adapterOptionsSchema = chainAdapterOptionsSchema(bitcoinNetworkSchema)
