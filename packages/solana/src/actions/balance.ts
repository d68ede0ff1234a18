// Loaded with import() on the first balance read (SolanaAdapter.getBalance, core's refresh after a
// connect): @solana/kit's RPC client stays out of the page load.

import { BaseError, type CaipNetwork } from '@foyer/core'
import { address } from '@solana/kit'
import { SolanaRequestError } from '../errors/errors.js'
import { rpcFor } from './rpc.js'
import { formatUnits } from './units.js'

/** A failed read as 'Token Balance Unavailable'; Foyer errors pass through. */
export const unavailable = (error: unknown) =>
  error instanceof BaseError
    ? error
    : new SolanaRequestError('Token Balance Unavailable', {
        messageId: 'tokenBalanceUnavailable',
        cause: error,
      })

/**
 * The SOL balance of `owner` in whole units with the network's currency symbol (`{ balance: '1.5', symbol: 'SOL' }`),
 * read at 'confirmed' commitment.
 * @throws SolanaRequestError 'Token Balance Unavailable' when the RPC fails.
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
