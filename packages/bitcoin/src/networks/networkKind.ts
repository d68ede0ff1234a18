import type { CaipNetwork } from '@foyer/core'
import { bitcoinGenesisIds } from './networks.js'

/** Which Bitcoin chain a network is: its address formats and its name in wallet APIs follow from it. */
export type BitcoinNetworkKind = 'mainnet' | 'testnet' | 'signet' | 'regtest'

const kinds = Object.entries(bitcoinGenesisIds) as [BitcoinNetworkKind, string][]

/**
 * The chain of `network` by its genesis id; an id Foyer does not know is a test chain when the network says
 * `testnet`, else mainnet (its addresses are then read with that chain's prefixes).
 */
export function networkKind(network: Pick<CaipNetwork, 'id' | 'testnet'>): BitcoinNetworkKind {
  const known = kinds.find(([, id]) => id === String(network.id))
  if (known) return known[0]
  return network.testnet ? 'testnet' : 'mainnet'
}
