import type { TokenBalance } from '@foyer/wire'
import { formatUnits } from '../solana/balances.js'
import { type EsploraAddress, esploraGet } from './esplora.js'
import type { BitcoinLedger } from './ledgers.js'

/** Bitcoin's native currency: 8 decimals (satoshis), priced at a local reference (bitcoinPrice). */
export const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8, imageSymbol: 'BTC' } as const

export type BitcoinIconUrlOf = (fungible: { imageSymbol?: string | undefined }) => string

/**
 * The USD price of one BTC. The local ledger has no market: a fixed reference price (FOYER_CLOUD_BTC_USD,
 * default 100,000), so values add up in the Tokens tab. A hosted API prices it from markets.
 */
export function bitcoinPrice(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const price = Number(env.FOYER_CLOUD_BTC_USD || 100_000)
  if (!Number.isFinite(price) || price < 0)
    throw new Error(`FOYER_CLOUD_BTC_USD=${env.FOYER_CLOUD_BTC_USD} is not a price`)
  return price
}

/** An address's satoshis, confirmed and in the mempool (what a wallet shows as its balance). */
function satoshisOf(info: EsploraAddress): bigint {
  const { chain_stats: chain, mempool_stats: mempool } = info
  return (
    BigInt(chain.funded_txo_sum) -
    BigInt(chain.spent_txo_sum) +
    BigInt(mempool.funded_txo_sum) -
    BigInt(mempool.spent_txo_sum)
  )
}

/** The balance of a Bitcoin address in the hosted wire format: BTC alone, nothing when empty. */
export async function readBitcoinBalances(
  ledger: BitcoinLedger,
  address: string,
  iconUrlOf: BitcoinIconUrlOf,
): Promise<TokenBalance[]> {
  const info = await esploraGet<EsploraAddress>(ledger, `/address/${address}`)
  const sats = satoshisOf(info)
  if (sats <= 0n) return []
  const price = bitcoinPrice()
  const numeric = formatUnits(sats, BTC.decimals)
  return [
    {
      name: BTC.name,
      symbol: BTC.symbol,
      chainId: ledger.caip2,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(BTC.decimals), numeric },
      iconUrl: iconUrlOf(BTC),
    },
  ]
}
