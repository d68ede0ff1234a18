// Loaded with import() on the first token balance read: the Token program client stays out of the
// balance read that follows a connect.
import type { CaipNetwork } from '@foyer/core'
import { getBase64Encoder } from '@solana/kit'
import { getTokenDecoder } from '@solana-program/token'
import { unavailable } from './balance.js'
import { rpcFor } from './rpc.js'
import { associatedTokenAccount, readMint } from './token.js'
import { formatUnits } from './units.js'

/** An SPL token holding: the amount in the smallest unit, the mint's decimals, and the amount in whole units. */
export interface TokenBalance {
  mint: string
  amount: bigint
  decimals: number
  balance: string
}

/**
 * What `owner` holds of the SPL (or Token-2022) token `mint`, in its associated token account; zero
 * when that account does not exist.
 * @throws InvalidParameterError when `mint` is no token mint; SolanaRequestError 'Token Balance Unavailable'.
 */
export async function getTokenBalance(
  network: CaipNetwork,
  owner: string,
  mint: string,
): Promise<TokenBalance> {
  try {
    const rpc = rpcFor(network)
    const info = await readMint(rpc, mint)
    const ata = await associatedTokenAccount(owner, info)
    const { value } = await rpc.getAccountInfo(ata, { encoding: 'base64', commitment: 'confirmed' }).send()
    const amount = value ? getTokenDecoder().decode(getBase64Encoder().encode(value.data[0])).amount : 0n
    return { mint, amount, decimals: info.decimals, balance: formatUnits(amount, info.decimals) }
  } catch (error) {
    throw unavailable(error)
  }
}
