// The network bookkeeping every chain family's adapter does alike: its list (the app's networks, else the
// family's defaults) and a network looked up by id, with or without its namespace (`solana:<id>`).
import type { CaipNetwork, ChainNamespace } from '../types/network.js'

/**
 * The adapter's networks: the app's, else the family's own defaults.
 *
 * @example
 * this.networks = adapterNetworkList(options.networks ?? [], solanaNetworks)
 */
export function adapterNetworkList(
  networks: readonly CaipNetwork[],
  fallback: readonly [CaipNetwork, ...CaipNetwork[]],
): readonly [CaipNetwork, ...CaipNetwork[]] {
  const [first, ...rest] = networks
  return first ? [first, ...rest] : fallback
}

/**
 * The network of `networks` whose id is `chainId`, given as the id or as `<namespace>:<id>`.
 *
 * @example
 * findAdapterNetwork(adapter.networks, 'bip122', 'bip122:000000000019d6689c085ae165831e93') // bitcoin
 */
export function findAdapterNetwork(
  networks: readonly CaipNetwork[],
  namespace: string,
  chainId: number | string,
): CaipNetwork | undefined {
  const text = String(chainId)
  const id = text.startsWith(`${namespace}:`) ? text.slice(namespace.length + 1) : text
  return networks.find((network) => String(network.id) === id)
}

/**
 * `input` over the configured network with its id (its RPC URLs and the rest kept from the input, as the EVM
 * adapter does), else `input` itself.
 *
 * @example
 * // The app's own RPC URL for mainnet wins over the one a caller passed along.
 * const network = resolveAdapterNetwork([mainnet], 'eip155', { ...mainnet, name: 'Ethereum' })
 */
export function resolveAdapterNetwork(
  networks: readonly CaipNetwork[],
  namespace: string,
  input: CaipNetwork,
): CaipNetwork {
  const configured = findAdapterNetwork(networks, namespace, input.id)
  return configured ? { ...configured, ...input } : input
}

/** A chain family's network named by its CAIP-2 reference: `caipNetworkId` is `<namespace>:<id>`. */
export type AdapterNetwork<N extends ChainNamespace> = CaipNetwork & {
  id: string
  caipNetworkId: `${N}:${string}`
  chainNamespace: N
}
