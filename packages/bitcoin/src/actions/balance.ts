// Loaded with import() on the first balance read (BitcoinAdapter.getBalance, core's refresh after a connect)
// and by preload(): plain fetches to the network's Esplora API, no Bitcoin library.
import { BaseError, type CaipNetwork } from '@foyer/core'
import { BitcoinRequestError } from '../errors/errors.js'
import { addressBalance } from './esplora.js'
import { formatUnits } from './units.js'

/**
 * The BTC balance of `address` in whole units with the network's currency symbol
 * (`{ balance: '0.5', symbol: 'BTC' }`): Esplora's `/address/:a`, confirmed and mempool funded minus spent.
 * @throws BitcoinRequestError 'Token Balance Unavailable' when the ledger fails.
 */
export async function getBalance(
  network: CaipNetwork,
  address: string,
): Promise<{ balance: string; symbol: string }> {
  try {
    const sats = await addressBalance(network, address)
    return {
      balance: formatUnits(sats, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  } catch (error) {
    throw new BitcoinRequestError('Token Balance Unavailable', {
      messageId: 'tokenBalanceUnavailable',
      reason: 'ledger',
      cause: error,
      ...(error instanceof BaseError && error.details ? { details: error.details } : {}),
    })
  }
}
