import { solanaUsdcMint } from '@foyer/devnet'

/** SPL Token's program id (the classic one; Token-2022 accounts are read too). */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/**
 * USD prices of the Solana assets. The local ledgers have no market: USDC is 1 USD by definition and SOL
 * a fixed reference price (FOYER_CLOUD_SOL_USD, default 150), so values add up in the Tokens tab. A
 * hosted API prices them from markets.
 */
export function solanaPrices(env: Readonly<Record<string, string | undefined>> = process.env) {
  const sol = Number(env.FOYER_CLOUD_SOL_USD || 150)
  if (!Number.isFinite(sol) || sol < 0)
    throw new Error(`FOYER_CLOUD_SOL_USD=${env.FOYER_CLOUD_SOL_USD} is not a price`)
  return { sol, byMint: new Map<string, number>([[solanaUsdcMint.address, 1]]) }
}

export interface SolanaFungible {
  name: string
  symbol: string
  decimals: number
  /** The mint, absent for SOL. */
  mint?: string
  /** The seeded image id (the same token images as the EVM side), or undefined. */
  imageSymbol?: string
}

export const SOL: SolanaFungible = { name: 'Solana', symbol: 'SOL', decimals: 9, imageSymbol: 'SOL' }

/** What is known of a mint; an unknown one keeps its decimals and a short name. */
export function fungibleOfMint(mint: string, decimals: number): SolanaFungible {
  if (mint === solanaUsdcMint.address)
    return { name: solanaUsdcMint.name, symbol: solanaUsdcMint.symbol, decimals, mint, imageSymbol: 'USDC' }
  return { name: 'Unknown token', symbol: `${mint.slice(0, 4)}…`, decimals, mint }
}
