// The constructor's option check, in development builds only (BitcoinAdapter.ts): nothing but that dead
// branch in production imports this module, so production builds leave it out whole.
import { adapterNetworkCheck, chainAdapterOptionsCheck, type check, patternCheck } from '@foyer/core'

/** The options BitcoinAdapter takes; each network with the parts of a Bitcoin network the adapter relies on. */
export const bitcoinOptionsCheck: check.Check = chainAdapterOptionsCheck(
  adapterNetworkCheck('bip122', {
    id: patternCheck(/^[0-9a-f]{32}$/, 'expected 32 hex digits of the genesis hash'),
    caipNetworkId: patternCheck(/^bip122:[0-9a-f]{32}$/, 'expected bip122:<32 hex digits>'),
  }),
)
