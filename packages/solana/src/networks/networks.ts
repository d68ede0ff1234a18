import type { CaipNetwork } from '@foyer/core'

/** A Solana network as Foyer takes it: a CaipNetwork whose id is the cluster's genesis-hash prefix. */
export type SolanaNetwork = CaipNetwork & {
  id: string
  caipNetworkId: `solana:${string}`
  chainNamespace: 'solana'
}

/** Genesis-hash prefixes (32 characters) that name the public clusters in CAIP-2 (`solana:<prefix>`). */
export const solanaGenesisIds = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/**
 * Solana mainnet-beta (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`) on the public RPC endpoint, which
 * rate-limits hard: give an RPC URL of your own in production.
 *
 * @example
 * const network = { ...solanaMainnet, rpcUrls: { default: { http: ['https://rpc.example.com'] } } }
 */
export const solanaMainnet: SolanaNetwork = {
  id: solanaGenesisIds.mainnet,
  caipNetworkId: `solana:${solanaGenesisIds.mainnet}`,
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
}

/** Solana devnet (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`). */
export const solanaDevnet: SolanaNetwork = {
  id: solanaGenesisIds.devnet,
  caipNetworkId: `solana:${solanaGenesisIds.devnet}`,
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=devnet' },
  },
  testnet: true,
}

/** Solana testnet (`solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`). */
export const solanaTestnet: SolanaNetwork = {
  id: solanaGenesisIds.testnet,
  caipNetworkId: `solana:${solanaGenesisIds.testnet}`,
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=testnet' },
  },
  testnet: true,
}

/** The three public clusters, mainnet first: the adapter's networks until createFoyer hands it the app's. */
export const solanaNetworks: readonly [SolanaNetwork, SolanaNetwork, SolanaNetwork] = [
  solanaMainnet,
  solanaDevnet,
  solanaTestnet,
]
