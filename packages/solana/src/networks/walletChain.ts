import type { CaipNetwork, CaipNetworkId } from '@foyer/core'
import { solanaGenesisIds } from './networks.js'

/** A wallet-standard chain identifier (`solana:mainnet`, `solana:devnet`, ...). */
export type WalletChain = `solana:${string}`

const clusterOfGenesis: Readonly<Record<string, WalletChain>> = {
  [solanaGenesisIds.mainnet]: 'solana:mainnet',
  [solanaGenesisIds.devnet]: 'solana:devnet',
  [solanaGenesisIds.testnet]: 'solana:testnet',
}

/**
 * The chain a wallet knows `network` by: `solana:mainnet`, `solana:devnet` or `solana:testnet` for the
 * public clusters, `solana:localnet` for any other (a local ledger).
 */
export function toWalletChain(network: Pick<CaipNetwork, 'id'>): WalletChain {
  return clusterOfGenesis[String(network.id)] ?? 'solana:localnet'
}

/**
 * Whether a wallet's chain identifier names `network`: by cluster (`solana:devnet`) or by CAIP-2 id
 * (`solana:EtWTRABZ...`, which some wallets use).
 */
export function walletChainMatches(
  chain: string,
  network: Pick<CaipNetwork, 'id' | 'caipNetworkId'>,
): boolean {
  return chain === toWalletChain(network) || chain === network.caipNetworkId
}

/** The CAIP-2 ids among `networks` a wallet supports, in the networks' order. */
export function supportedNetworkIds(
  walletChains: readonly string[],
  networks: readonly Pick<CaipNetwork, 'id' | 'caipNetworkId'>[],
): CaipNetworkId[] {
  return networks
    .filter((network) => walletChains.some((chain) => walletChainMatches(chain, network)))
    .map((network) => network.caipNetworkId)
}
