import type { CaipNetwork, ChainNamespace } from '../types/network.js'

/**
 * The requested network with this namespace and chain id (ids compared as strings: 1 and '1' match).
 *
 * @example
 * findNetwork(foyer.options.networks, 'eip155', '1')?.name // 'Ethereum' (1 and '1' match)
 */
export function findNetwork(
  networks: readonly CaipNetwork[],
  chainNamespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork | undefined {
  const id = String(chainId)
  return networks.find((network) => network.chainNamespace === chainNamespace && String(network.id) === id)
}
