import { InvalidParameterError } from '@foyer/core'
import type { Chain } from 'viem'
import { type EvmNetwork, toCaipNetwork } from './toCaipNetwork.js'
import type { EvmNetworkInput } from './toEvmNetwork.js'

/**
 * toEvmNetwork for a network the option check accepted: its id is a positive integer or a decimal string,
 * with or without `eip155:`, so the constructor needs none of parseChainId's other formats (which load
 * with the methods' code).
 */
export function optionNetwork(network: EvmNetworkInput): EvmNetwork {
  const id = Number(String(network.id).replace('eip155:', ''))
  // A decimal string of 0 or past the safe integers, refused as parseChainId refuses it.
  if (!(id > 0 && Number.isSafeInteger(id)))
    throw new InvalidParameterError('network.id', `expected an eip155 chain id, got "${network.id}"`)
  return toCaipNetwork({ ...(network as Chain), id })
}
