import type { AdapterNetwork } from '@foyer/core'

/** A Solana network as Foyer takes it: a CaipNetwork whose id is the cluster's genesis-hash prefix. */
export type SolanaNetwork = AdapterNetwork<'solana'>

/** Genesis-hash prefixes (32 characters) that name the public clusters in CAIP-2 (`solana:<prefix>`). */
export const solanaGenesisIds = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const

/** A public cluster: its RPC endpoint (`api.<cluster>.solana.com`) and Solana Explorer. */
const cluster = (id: string, name: string, host: string, testCluster?: string): SolanaNetwork => ({
  id,
  caipNetworkId: `solana:${id}`,
  chainNamespace: 'solana',
  name,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [`https://api.${host}.solana.com`] } },
  blockExplorers: {
    default: {
      name: 'Solana Explorer',
      url: `https://explorer.solana.com${testCluster ? `/?cluster=${testCluster}` : ''}`,
    },
  },
  ...(testCluster ? { testnet: true } : {}),
})

/**
 * Solana mainnet-beta (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`) on the public RPC endpoint, which
 * rate-limits hard: give an RPC URL of your own in production.
 *
 * @example
 * const network = { ...solanaMainnet, rpcUrls: { default: { http: ['https://rpc.example.com'] } } }
 */
export const solanaMainnet: SolanaNetwork = cluster(solanaGenesisIds.mainnet, 'Solana', 'mainnet-beta')

/** Solana devnet (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`). */
export const solanaDevnet: SolanaNetwork = cluster(
  solanaGenesisIds.devnet,
  'Solana Devnet',
  'devnet',
  'devnet',
)

/** Solana testnet (`solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`). */
export const solanaTestnet: SolanaNetwork = cluster(
  solanaGenesisIds.testnet,
  'Solana Testnet',
  'testnet',
  'testnet',
)

/** The three public clusters, mainnet first: the adapter's networks until createFoyer hands it the app's. */
export const solanaNetworks: readonly [SolanaNetwork, SolanaNetwork, SolanaNetwork] = [
  solanaMainnet,
  solanaDevnet,
  solanaTestnet,
]
