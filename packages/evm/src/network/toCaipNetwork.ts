import type { CaipNetwork } from '@foyer/core'
import type { Chain } from 'viem'

/** A viem Chain that is also a Foyer CaipNetwork: what the EVM adapter takes and reports. */
export type EvmNetwork = Chain &
  CaipNetwork & {
    id: number
    caipNetworkId: `eip155:${number}`
    chainNamespace: 'eip155'
  }

/** Extra CaipNetwork fields a viem Chain does not carry (the modal's network image, ...). */
export type EvmNetworkExtra = Partial<Pick<CaipNetwork, 'assets'>> & {
  rpcUrls?: CaipNetwork['rpcUrls'] | undefined
}

/**
 * Turns a viem chain into a network the modal understands, adding `caipNetworkId` (`eip155:<id>`)
 * and `chainNamespace`. Everything viem knows about the chain (contracts, explorers) is kept, so the
 * result can be handed to viem and wagmi as well.
 *
 * @example
 * import { mainnet } from 'viem/chains'
 * const network = toCaipNetwork(mainnet, { assets: { imageUrl: '/eth.svg' } })
 */
export function toCaipNetwork(chain: Chain, extra: EvmNetworkExtra = {}): EvmNetwork {
  const { rpcUrls, ...rest } = extra
  return {
    ...chain,
    ...rest,
    rpcUrls: { ...chain.rpcUrls, ...rpcUrls },
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
  } as EvmNetwork
}

/** Alias of {@link toCaipNetwork}. */
export const eip155Network = toCaipNetwork
