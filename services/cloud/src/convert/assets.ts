import { addresses } from '@foyer/devnet'
import { type Address, getAddress } from 'viem'
import { findFungible, fungiblesOf, type KnownFungible, NATIVE_TOKEN_ADDRESS } from '../chains/assets.js'
import type { ServedChain } from '../chains/chainSet.js'

/** A token the devnet's pools trade, as the convert API names it and as the router sees it. */
export interface SwapAsset {
  fungible: KnownFungible
  /** CAIP-10 id: `eip155:<chain>:<address>`, the native currency as 0xeeee…. */
  caip10: string
  /** What the router's paths hold: WETH for the native currency. */
  pathAddress: Address
  native: boolean
}

function toAsset(chain: ServedChain, fungible: KnownFungible): SwapAsset {
  const native = fungible.address === undefined
  return {
    fungible,
    caip10: `${chain.caip2}:${native ? NATIVE_TOKEN_ADDRESS : fungible.address}`,
    pathAddress: native ? addresses[chain.id].weth9 : (fungible.address as Address),
    native,
  }
}

/** The native currency, WETH, USDC and FOY: every token with a pool (ZERO has none). */
export function swapAssetsOf(chain: ServedChain): SwapAsset[] {
  const { native, tokens, weth } = fungiblesOf(chain.chain)
  const pooled = tokens.filter((token) => token.symbol === 'USDC' || token.symbol === 'FOY')
  return [native, weth, ...pooled].map((fungible) => toAsset(chain, fungible))
}

/** The swap asset at a CAIP-10 id's address on `chain`, or undefined. */
export function findSwapAsset(chain: ServedChain, address: string): SwapAsset | undefined {
  const fungible = findFungible(chain.chain, address)
  if (!fungible) return undefined
  const asset = toAsset(chain, fungible)
  return swapAssetsOf(chain).some((entry) => entry.caip10 === asset.caip10) ? asset : undefined
}

/** The router of `chain` (Uniswap V2 Router02). */
export const routerOf = (chain: ServedChain): Address => getAddress(addresses[chain.id].uniswapV2Router02)
