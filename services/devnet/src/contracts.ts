import type { Address } from 'viem'
import type { AccountAbstractionContract } from './accountAbstraction.js'

/** The smart-account contracts (EntryPoint v0.7, Safe 1.4.1 and its 4337 module) at their canonical addresses. */
export type AccountAbstractionContracts = { readonly [name in AccountAbstractionContract]: Address }

/** Addresses of everything the deploy script puts on a devnet chain. */
export interface DevnetContracts extends AccountAbstractionContracts {
  readonly weth9: Address
  readonly uniswapV2Factory: Address
  readonly uniswapV2Router02: Address
  readonly usdc: Address
  readonly foy: Address
  readonly zero: Address
  readonly foyerPunks: Address
  readonly ensRegistry: Address
  readonly ensPublicResolver: Address
  readonly ensFifsRegistrar: Address
  readonly ensReverseRegistrar: Address
  readonly ensUniversalResolver: Address
  /** Multicall3, placed at its canonical address. */
  readonly multicall3: Address
  readonly usdcWethPair: Address
  readonly foyWethPair: Address
  readonly foyUsdcPair: Address
  /** The name zone's (foyer.id) CCIP-read resolver; answers come from the cloud's gateway. */
  readonly nameResolver: Address
  /** CREATE2 factory of TestSmartAccount (ERC-1271), for smart-account signature tests. */
  readonly testSmartAccountFactory: Address
}

/** Multicall3's address on public chains; the devnet puts the same code there. */
export const multicall3Address: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'
