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

/**
 * The chains an address can belong to, from its prefix alone (no checksum: the page-load path has no
 * decoder; `isAddress` decodes). Base58 test addresses (m, n, 2) are valid on testnet, signet and regtest.
 */
export function addressKinds(address: string): readonly BitcoinNetworkKind[] {
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return ['regtest']
  if (lower.startsWith('bc1') || /^[13]/.test(address)) return ['mainnet']
  if (lower.startsWith('tb1')) return ['testnet', 'signet']
  if (/^[mn2]/.test(address)) return ['testnet', 'signet', 'regtest']
  return []
}

/** True when `address`'s prefix fits `network`'s chain. */
export const addressFitsNetwork = (address: string, network: Pick<CaipNetwork, 'id' | 'testnet'>) =>
  addressKinds(address).includes(networkKind(network))
