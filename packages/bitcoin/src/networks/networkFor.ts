import type { CaipNetwork } from '@foyer/core'
import { addressFitsNetwork } from './networkKind.js'
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
