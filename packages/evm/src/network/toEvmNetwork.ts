import type { CaipNetwork } from '@foyer/core'
import type { Chain } from 'viem'
import { parseChainId } from './chainId.js'
import { type EvmNetwork, toCaipNetwork } from './toCaipNetwork.js'

/** What the adapter accepts as a network: a viem Chain or a Foyer CaipNetwork of namespace eip155. */
export type EvmNetworkInput = Chain | CaipNetwork

/** Normalises either input shape to an {@link EvmNetwork} with a numeric id. */
export function toEvmNetwork(network: EvmNetworkInput): EvmNetwork {
  const id = parseChainId(network.id, 'network.id')
  return toCaipNetwork({ ...(network as Chain), id })
}
