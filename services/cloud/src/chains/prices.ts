import { addresses, type DevnetChainId } from '@foyer/devnet'
import { type Address, formatUnits, type PublicClient } from 'viem'

/** Uniswap V2 pair: the only call pricing needs. */
export const pairAbi = [
  {
    type: 'function',
    name: 'getReserves',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'reserve0', type: 'uint112' },
      { name: 'reserve1', type: 'uint112' },
      { name: 'blockTimestampLast', type: 'uint32' },
    ],
  },
] as const

/** USD prices by pricing rule: USDC is 1.0, ETH from the USDC/WETH pool, FOY from the FOY/USDC pool. */
export interface PoolPrices {
  usd: number
  eth: number
  foy: number
  none: number
}

/** The multicall entries that read the two pools a price needs. */
export function poolReserveCalls(chainId: DevnetChainId) {
  const contracts = addresses[chainId]
  return [
    { address: contracts.usdcWethPair, abi: pairAbi, functionName: 'getReserves' },
    { address: contracts.foyUsdcPair, abi: pairAbi, functionName: 'getReserves' },
  ] as const
}

type Reserves = readonly [bigint, bigint, number]

// Uniswap V2 sorts a pair's tokens by address: token0 is the lower one.
function reservesFor(reserves: Reserves, tokenA: Address, tokenB: Address): [bigint, bigint] {
  return tokenA.toLowerCase() < tokenB.toLowerCase() ? [reserves[0], reserves[1]] : [reserves[1], reserves[0]]
}

/** Spot prices (in USDC, taken as USD) from the pools' reserves. */
export function pricesFromReserves(
  chainId: DevnetChainId,
  usdcWeth: Reserves,
  foyUsdc: Reserves,
): PoolPrices {
  const contracts = addresses[chainId]
  const [usdcInEthPool, wethInPool] = reservesFor(usdcWeth, contracts.usdc, contracts.weth9)
  const [foyInPool, usdcInFoyPool] = reservesFor(foyUsdc, contracts.foy, contracts.usdc)
  const ratio = (
    numerator: bigint,
    numeratorDecimals: number,
    denominator: bigint,
    denominatorDecimals: number,
  ) =>
    denominator === 0n
      ? 0
      : Number(formatUnits(numerator, numeratorDecimals)) /
        Number(formatUnits(denominator, denominatorDecimals))
  return {
    usd: 1,
    eth: ratio(usdcInEthPool, 6, wethInPool, 18),
    foy: ratio(usdcInFoyPool, 6, foyInPool, 18),
    none: 0,
  }
}

/** Reads both pools in one call and returns the prices. */
export async function readPoolPrices(client: PublicClient, chainId: DevnetChainId): Promise<PoolPrices> {
  const [usdcWeth, foyUsdc] = await client.multicall({
    contracts: poolReserveCalls(chainId),
    allowFailure: false,
  })
  return pricesFromReserves(chainId, usdcWeth, foyUsdc)
}
