import type { CaipNetwork } from '@foyer/core'
import { type BitcoinNetworkKind, networkKind } from './networkKind.js'
import { bitcoinNetworks } from './networks.js'

/**
 * The network for a wallet's payment `address`: `preferred` when the address belongs to it, else the first of
 * the app's `networks` it belongs to, else the public network it belongs to (core then shows Unsupported
 * chain), else `preferred`.
 */
export function networkForAddress(
  address: string,
  preferred: CaipNetwork,
  networks: readonly CaipNetwork[],
): CaipNetwork {
  if (addressFitsNetwork(address, preferred)) return preferred
  return (
    networks.find((n) => addressFitsNetwork(address, n)) ??
    bitcoinNetworks.find((n) => addressFitsNetwork(address, n)) ??
    preferred
  )
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
