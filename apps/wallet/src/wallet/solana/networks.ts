import { solanaNetworks } from '@foyer/devnet'
import { UnsupportedChainError } from '../errors.js'

/** A Solana network the wallet signs and sends on: a local ledger standing in for a public cluster. */
export interface SolanaWalletNetwork {
  /** `solana:<genesis prefix>`, the real cluster's CAIP-2 id. */
  caipNetworkId: `solana:${string}`
  name: string
  /** The ledger's JSON-RPC URL. */
  rpcUrl: string
}

/** RPC ports of the Solana ledgers (FOYER_SOLANA_RPC_PORT, FOYER_SOLANA_DEVNET_RPC_PORT, FOYER_SOLANA_TESTNET_RPC_PORT). */
export interface SolanaPorts {
  solana: number
  solanaDevnet: number
  solanaTestnet: number
}

/** The wallet's Solana networks: the mainnet-beta, devnet and testnet stand-ins of the local stack. */
export function solanaWalletNetworks(ports: SolanaPorts): readonly SolanaWalletNetwork[] {
  const { mainnet, devnet, testnet } = solanaNetworks
  return [
    [mainnet, ports.solana],
    [devnet, ports.solanaDevnet],
    [testnet, ports.solanaTestnet],
  ].map(([network, port]) => {
    const { caipNetworkId, name } = network as (typeof solanaNetworks)['mainnet']
    return { caipNetworkId, name: `${name} (local)`, rpcUrl: `http://127.0.0.1:${port}` }
  })
}

/** The wallet's network with this CAIP-2 id, or UnsupportedChainError. */
export function findSolanaNetwork(
  networks: readonly SolanaWalletNetwork[],
  caipNetworkId: string,
): SolanaWalletNetwork {
  const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!network)
    throw new UnsupportedChainError({ details: `This wallet has no Solana network ${caipNetworkId}` })
  return network
}
