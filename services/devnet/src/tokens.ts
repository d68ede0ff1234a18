/** An ERC-20 the deploy script creates on both chains. */
export interface DevnetToken {
  readonly key: 'usdc' | 'foy' | 'zero'
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** Whole-token amount each of the ten test accounts receives. */
  readonly perAccount: bigint
}

/** The three ERC-20s, in deploy order. ZERO has 0 decimals so the modal's filter can be exercised. */
export const devnetTokens = [
  { key: 'usdc', name: 'USD Coin', symbol: 'USDC', decimals: 6, perAccount: 10_000n },
  { key: 'foy', name: 'Foyer Token', symbol: 'FOY', decimals: 18, perAccount: 5_000n },
  { key: 'zero', name: 'Zero Decimals Token', symbol: 'ZERO', decimals: 0, perAccount: 100n },
] as const satisfies readonly DevnetToken[]

/** Total supply minted to the deployer, in whole tokens. */
export const tokenSupply = 100_000_000n

/**
 * Liquidity the deploy script adds, in whole tokens / ether. Prices follow: 1 ETH = 3,000 USDC,
 * 1 FOY = 1.50 USDC (so 1 ETH = 2,000 FOY).
 */
export const poolLiquidity = {
  usdcWeth: { usdc: 300_000n, eth: 100n },
  foyWeth: { foy: 200_000n, eth: 100n },
  foyUsdc: { foy: 100_000n, usdc: 150_000n },
} as const
