import { type Chain, defineChain } from 'viem'
import { chainAId, chainBId, type DevnetChainId, defaultPorts, devnetHost } from './constants.js'
import { addresses } from './generated/addresses.js'

/** Display names of the devnet chains by id. */
export const chainNames: Readonly<Record<number, string>> = {
  [chainAId]: 'Foyer Devnet',
  [chainBId]: 'Foyer Sidechain',
}

const nativeCurrencies = {
  [chainAId]: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  [chainBId]: { name: 'Side Ether', symbol: 'SIDE', decimals: 18 },
} as const

const defaultPortById = { [chainAId]: defaultPorts.a, [chainBId]: defaultPorts.b } as const

/**
 * A viem chain for a devnet chain listening on `port` (default 8545 for chain A, 8546 for chain B),
 * with ENS (registry and UniversalResolver) and Multicall3 configured.
 *
 * @example
 * const chain = devnetChain(31337, Number(import.meta.env.VITE_CHAIN_A_PORT ?? 8545))
 */
export function devnetChain<id extends DevnetChainId>(id: id, port: number = defaultPortById[id]) {
  if (id !== chainAId && id !== chainBId) throw new Error(`Unknown devnet chain id ${String(id)}`)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Invalid port ${port}`)
  const rpcUrl = `http://${devnetHost}:${port}`
  const contracts = addresses[id]
  return defineChain({
    id,
    name: chainNames[id] as string,
    nativeCurrency: nativeCurrencies[id],
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: {
      multicall3: { address: contracts.multicall3 },
      ensRegistry: { address: contracts.ensRegistry },
      ensUniversalResolver: { address: contracts.ensUniversalResolver },
    },
    testnet: true,
  }) satisfies Chain
}

/** Chain A: id 31337, "Foyer Devnet", Ether/ETH, http://127.0.0.1:8545. */
export const devnetChainA = devnetChain(chainAId)

/** Chain B: id 31338, "Foyer Sidechain", Side Ether/SIDE, http://127.0.0.1:8546. */
export const devnetChainB = devnetChain(chainBId)
