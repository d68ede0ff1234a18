import { BaseError } from '@foyer/core'
import type { Client } from 'viem'
import { WalletRequestError } from '../errors/errors.js'
import { innermostRpcCode } from '../errors/rpcCode.js'

export interface GetBalanceParameters {
  client: Client
  address: `0x${string}`
  nativeCurrency: { symbol: string; decimals: number }
}

/**
 * Native balance of `address`, formatted in whole units (viem formatUnits, e.g. '1.5') with the
 * currency symbol. viem's balance code is fetched on the first call (a separate chunk), not at page load.
 * @throws WalletRequestError 'Token Balance Unavailable' when the RPC call fails.
 */
export async function getBalance(
  parameters: GetBalanceParameters,
): Promise<{ balance: string; symbol: string }> {
  const { client, address, nativeCurrency } = parameters
  try {
    const { readNativeBalance } = await import('./nativeBalance.js')
    const balance = await readNativeBalance(client, { address, decimals: nativeCurrency.decimals })
    return { balance, symbol: nativeCurrency.symbol }
  } catch (error) {
    if (error instanceof BaseError) throw error
    throw new WalletRequestError('Token Balance Unavailable', {
      cause: error,
      rpcCode: innermostRpcCode(error),
      messageId: 'tokenBalanceUnavailable',
    })
  }
}
