import type { EvmNetwork } from './toCaipNetwork.js'
import { type EvmNetworkInput, toEvmNetwork } from './toEvmNetwork.js'

/** The configured network for an input (so viem chain data such as contracts is kept), else the input itself. */
export function resolveNetwork(networks: readonly EvmNetwork[], input: EvmNetworkInput): EvmNetwork {
  const network = toEvmNetwork(input)
  const configured = networks.find((n) => n.id === network.id)
  return configured
    ? { ...configured, ...network, contracts: network.contracts ?? configured.contracts }
    : network
}
