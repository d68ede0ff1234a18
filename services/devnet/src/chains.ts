import { type Chain, type ChainContract, defineChain } from 'viem'
// Checked by hand, without a schema library: apps' browser bundles import devnetChain, and the demo's
// page-load benchmark must not hide a library that only the devnet helper brought in.
import { chainAId, chainBId, type DevnetChainId, defaultPorts, devnetHost } from './constants.js'
import { InvalidDevnetOptionsError } from './errors.js'
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

/** A viem chain for the devnet, with ENS and Multicall3 contracts always set. */
export type DevnetChain = Chain & {
  id: DevnetChainId
  contracts: { multicall3: ChainContract; ensRegistry: ChainContract; ensUniversalResolver: ChainContract }
}

/**
 * A viem chain for a devnet chain listening on `port` (default 8545 for chain A, 8546 for chain B),
 * with ENS (registry and UniversalResolver) and Multicall3 configured.
 *
 * @example
 * const chain = devnetChain(31337, Number(import.meta.env.VITE_CHAIN_A_PORT ?? 8545))
 */
export function devnetChain(id: DevnetChainId, port: number = defaultPortById[id]): DevnetChain {
  const problems = [
    id === chainAId || id === chainBId ? undefined : 'Expected devnet chain id 31337 or 31338',
    Number.isInteger(port) && port >= 1 && port <= 65535 ? undefined : 'Expected a port from 1 to 65535',
  ].filter((problem) => problem !== undefined)
  if (problems.length > 0) throw new InvalidDevnetOptionsError(problems.join('; '))
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
  })
}

/** Chain A: id 31337, "Foyer Devnet", Ether/ETH, http://127.0.0.1:8545. */
export const devnetChainA: DevnetChain = devnetChain(chainAId)

/** Chain B: id 31338, "Foyer Sidechain", Side Ether/SIDE, http://127.0.0.1:8546. */
export const devnetChainB: DevnetChain = devnetChain(chainBId)
