// Loaded with import() on the first balance read (SolanaAdapter.getBalance, core's refresh after a
// connect): @solana/kit's RPC client stays out of the page load.

import { BaseError, type CaipNetwork } from '@foyer/core'
import { address, getBase64Encoder } from '@solana/kit'
import { getTokenDecoder } from '@solana-program/token'
import { SolanaRequestError } from '../errors/errors.js'
import { rpcFor } from './rpc.js'
import { associatedTokenAccount, readMint } from './token.js'
import { formatUnits } from './units.js'

export { rpcFor } from './rpc.js'

const unavailable = (error: unknown) =>
  error instanceof BaseError ? error : new SolanaRequestError('Token Balance Unavailable', { cause: error })

/**
 * The SOL balance of `owner` in whole units with the network's currency symbol (`{ balance: '1.5', symbol: 'SOL' }`),
 * read at 'confirmed' commitment.
 * @throws SolanaRequestError 'Token Balance Unavailable' (§8) when the RPC fails.
 */
export async function getBalance(
  network: CaipNetwork,
  owner: string,
): Promise<{ balance: string; symbol: string }> {
  try {
    const { value } = await rpcFor(network).getBalance(address(owner), { commitment: 'confirmed' }).send()
    return {
      balance: formatUnits(value, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  } catch (error) {
    throw unavailable(error)
  }
}

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
