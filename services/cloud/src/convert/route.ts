import { addresses } from '@foyer/devnet'
import type { Address } from 'viem'
import type { ServedChain } from '../chains/chainSet.js'
import { routerAbi } from './abis.js'
import { routerOf, type SwapAsset } from './assets.js'

/** The pools the devnet deploys, as unordered token pairs. */
function pairsOf(chain: ServedChain): Set<string> {
  const a = addresses[chain.id]
  const key = (x: Address, y: Address) => [x.toLowerCase(), y.toLowerCase()].sort().join('/')
  return new Set([key(a.usdc, a.weth9), key(a.foy, a.weth9), key(a.foy, a.usdc)])
}

/** Paths from one token to another over the pools: direct, and through WETH or USDC. */
export function candidatePaths(chain: ServedChain, from: Address, to: Address): Address[][] {
  const pairs = pairsOf(chain)
  const has = (x: Address, y: Address) => pairs.has([x.toLowerCase(), y.toLowerCase()].sort().join('/'))
  const hubs = [addresses[chain.id].weth9, addresses[chain.id].usdc]
  const paths: Address[][] = []
  if (has(from, to)) paths.push([from, to])
  for (const hub of hubs) {
    const lower = hub.toLowerCase()
    if (lower === from.toLowerCase() || lower === to.toLowerCase()) continue
    if (has(from, hub) && has(hub, to)) paths.push([from, hub, to])
  }
  return paths
}

export interface SwapRoute {
  path: Address[]
  amountOut: bigint
}

/**
 * The path that gives the most of `to` for `amountIn` of `from`, priced by the router's
 * getAmountsOut (fees and reserves included), or undefined when no pool connects them.
 */
export async function bestRoute(
  chain: ServedChain,
  from: SwapAsset,
  to: SwapAsset,
  amountIn: bigint,
): Promise<SwapRoute | undefined> {
  const paths = candidatePaths(chain, from.pathAddress, to.pathAddress)
  if (paths.length === 0) return undefined
  const router = routerOf(chain)
  const results = await chain.client.multicall({
    contracts: paths.map((path) => ({
      address: router,
      abi: routerAbi,
      functionName: 'getAmountsOut' as const,
      args: [amountIn, path] as const,
    })),
    allowFailure: true,
  })
  let best: SwapRoute | undefined
  results.forEach((result, index) => {
    const amounts = result.status === 'success' ? (result.result as readonly bigint[]) : undefined
    const amountOut = amounts?.at(-1)
    const path = paths[index]
    if (amountOut !== undefined && amountOut > 0n && path && (!best || amountOut > best.amountOut))
      best = { path, amountOut }
  })
  return best
}
