import type { Config } from '@wagmi/core'
import { type Chain, type Client, createClient } from 'viem'
import type { EvmNetwork } from '../network/toCaipNetwork.js'
import { defaultTransport } from './createWagmiConfig.js'

/**
 * A viem client for reads on `network`: wagmi's own client when the chain is configured (shared
 * transport, batching and cache), else one made from the network's RPC URLs and kept for reuse.
 */
export function createClientResolver(config: Config) {
  const extraClients = new Map<number, Client>()
  return (network: EvmNetwork): { client: Client; chain: Chain } => {
    const configured = config.chains.find((chain) => chain.id === network.id)
    if (configured) return { client: config.getClient({ chainId: network.id }), chain: configured }
    let client = extraClients.get(network.id)
    if (!client) {
      client = createClient({ chain: network, transport: defaultTransport(network) })
      extraClients.set(network.id, client)
    }
    return { client, chain: network }
  }
}
