import { addresses, type DevnetChainId, devnetTokens } from '@foyer/devnet'
import type { Address } from 'viem'

/** What the service knows about a fungible asset on one chain. */
export interface KnownFungible {
  /** Contract address (checksummed); undefined for the chain's native currency. */
  address: Address | undefined
  name: string
  symbol: string
  decimals: number
  /** Symbol of the seeded token image, when there is one. */
  imageSymbol: string | undefined
  /** How the price is found: USDC is the unit, WETH and native follow the USDC/WETH pool. */
  pricing: 'usd' | 'eth' | 'foy' | 'none'
}

/** The placeholder address clients use for a chain's native currency in CAIP-10 asset ids. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const imageSymbols: Record<string, string> = {
  ETH: 'ETH',
  SIDE: 'ETH',
  WETH: 'ETH',
  USDC: 'USDC',
  FOY: 'FOY',
}
const pricingOf = { usdc: 'usd', foy: 'foy', zero: 'none' } as const

/** Native currency first, then the devnet ERC-20s in deploy order (ZERO included: clients filter it). */
export function fungiblesOf(chain: { id: DevnetChainId; nativeCurrency: { name: string; symbol: string } }) {
  const contracts = addresses[chain.id]
  const native: KnownFungible = {
    address: undefined,
    name: chain.nativeCurrency.name,
    symbol: chain.nativeCurrency.symbol,
    decimals: 18,
    imageSymbol: imageSymbols[chain.nativeCurrency.symbol],
    pricing: 'eth',
  }
  const tokens = devnetTokens.map(
    (token): KnownFungible => ({
      address: contracts[token.key],
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      imageSymbol: imageSymbols[token.symbol],
      pricing: pricingOf[token.key],
    }),
  )
  const weth: KnownFungible = {
    address: contracts.weth9,
    name: 'Wrapped Ether',
    symbol: 'WETH',
    decimals: 18,
    imageSymbol: 'ETH',
    pricing: 'eth',
  }
  return { native, tokens, weth }
}

/** The known fungible at `address` (any case; the native placeholder too), or undefined. */
export function findFungible(
  chain: Parameters<typeof fungiblesOf>[0],
  address: string,
): KnownFungible | undefined {
  const { native, tokens, weth } = fungiblesOf(chain)
  const wanted = address.toLowerCase()
  if (wanted === NATIVE_TOKEN_ADDRESS) return native
  return [...tokens, weth].find((token) => token.address?.toLowerCase() === wanted)
}
