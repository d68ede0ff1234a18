/**
 * The three Solana networks of the local stack (plain data, browser-safe): stand-ins for mainnet-beta, devnet
 * and testnet, each a separate LiteSVM ledger with its own ports and state. Like chain 10 on the EVM side, each
 * answers its real cluster's genesis hash, so CAIP ids (`solana:<first 32 characters>`) and wallet-standard
 * chains (`solana:mainnet`, …) are the real ones; only the RPC URLs are local.
 */

export type SolanaNetworkId = 'mainnet' | 'devnet' | 'testnet'

export interface SolanaNetwork {
  readonly id: SolanaNetworkId
  readonly name: string
  /** The Solana cluster it stands in for. */
  readonly cluster: 'mainnet-beta' | 'devnet' | 'testnet'
  /** The wallet-standard chain (`solana:mainnet`, `solana:devnet`, `solana:testnet`). */
  readonly walletStandardChain: `solana:${string}`
  readonly genesisHash: string
  /** CAIP-2: `solana:` and the first 32 characters of the genesis hash. */
  readonly caipNetworkId: `solana:${string}`
  readonly defaultRpcPort: number
  readonly defaultWsPort: number
  /** Default URLs (127.0.0.1 and the default ports). */
  readonly rpcUrl: string
  readonly wsUrl: string
  /** Environment variables that move the HTTP and websocket ports. */
  readonly rpcPortEnvVar: string
  readonly wsPortEnvVar: string
}

function network(
  id: SolanaNetworkId,
  name: string,
  cluster: SolanaNetwork['cluster'],
  genesisHash: string,
  rpcPort: number,
  envPrefix: string,
): SolanaNetwork {
  return {
    id,
    name,
    cluster,
    walletStandardChain: `solana:${id}`,
    genesisHash,
    caipNetworkId: `solana:${genesisHash.slice(0, 32)}`,
    defaultRpcPort: rpcPort,
    defaultWsPort: rpcPort + 1,
    rpcUrl: `http://127.0.0.1:${rpcPort}`,
    wsUrl: `ws://127.0.0.1:${rpcPort + 1}`,
    rpcPortEnvVar: `${envPrefix}_RPC_PORT`,
    wsPortEnvVar: `${envPrefix}_WS_PORT`,
  }
}

/** The three ledgers: HTTP JSON-RPC on the port, websocket subscriptions on port + 1. */
export const solanaNetworks = {
  mainnet: network(
    'mainnet',
    'Solana',
    'mainnet-beta',
    '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
    8899,
    'FOYER_SOLANA',
  ),
  devnet: network(
    'devnet',
    'Solana Devnet',
    'devnet',
    'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
    8909,
    'FOYER_SOLANA_DEVNET',
  ),
  testnet: network(
    'testnet',
    'Solana Testnet',
    'testnet',
    '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
    8919,
    'FOYER_SOLANA_TESTNET',
  ),
} as const satisfies Record<SolanaNetworkId, SolanaNetwork>

/** The network ids, mainnet first. */
export const solanaNetworkIds = ['mainnet', 'devnet', 'testnet'] as const satisfies readonly SolanaNetworkId[]
