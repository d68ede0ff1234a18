// The constructor's option check, in development builds only (SolanaAdapter.ts): nothing but that dead
// branch in production imports this module, so production builds leave it out whole.
import { adapterNetworkCheck, chainAdapterOptionsCheck, type check, patternCheck } from '@foyer/core'

/** The options SolanaAdapter takes; each network with the parts of a Solana network the adapter relies on. */
export const solanaOptionsCheck: check.Check = chainAdapterOptionsCheck(
  adapterNetworkCheck('solana', {
    id: patternCheck(/^[1-9A-HJ-NP-Za-km-z]{1,32}$/, 'expected a genesis-hash prefix'),
    caipNetworkId: patternCheck(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/, 'expected solana:<id>'),
  }),
)
