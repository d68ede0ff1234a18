import { InvalidParameterError } from '@foyer/core'
import type { Chain } from 'viem'
import { type EvmNetwork, toCaipNetwork } from './toCaipNetwork.js'
import type { EvmNetworkInput } from './toEvmNetwork.js'

/**
 * toEvmNetwork for a constructor's network: its id is a positive integer or a decimal string, with or
 * without `eip155:`, as the option check (development builds only) requires, so the constructor needs none
 * of parseChainId's other formats (which load with the methods' code).
 */
export function optionNetwork(network: EvmNetworkInput): EvmNetwork {
  const text = String(network.id).replace('eip155:', '')
  // Decimal digits only, in every build (Number would read "0x89" as 137); 0 or past the safe integers is
  // refused as parseChainId refuses it.
  const id = /^\d+$/.test(text) ? Number(text) : 0
  if (!(id > 0 && Number.isSafeInteger(id)))
    throw new InvalidParameterError('network.id', `expected an eip155 chain id, got "${network.id}"`)
  return toCaipNetwork({ ...(network as Chain), id })
}
