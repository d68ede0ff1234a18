import { UpstreamUnavailableError } from '../errors.js'
import type { BitcoinLedger } from './ledgers.js'

/** How long one call to an Esplora API may take. */
const ESPLORA_TIMEOUT_MS = 5000

/** Esplora's per-address totals (chain_stats and mempool_stats). */
interface EsploraStats {
  funded_txo_sum: number
  spent_txo_sum: number
  tx_count: number
}

export interface EsploraAddress {
  address: string
  chain_stats: EsploraStats
  mempool_stats: EsploraStats
}

/** Esplora's transaction object, the fields the history reads. */
export interface EsploraTx {
  txid: string
  fee: number
  vin: { is_coinbase?: boolean; prevout: { scriptpubkey_address?: string; value: number } | null }[]
  vout: { scriptpubkey_address?: string; value: number }[]
  status: { confirmed: boolean; block_height?: number; block_time?: number }
}

/** One GET of an Esplora API; a node that is down, slow or refusing is a 503 for that network. */
export async function esploraGet<T>(ledger: BitcoinLedger, path: string): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${ledger.esploraUrl}${path}`, { signal: AbortSignal.timeout(ESPLORA_TIMEOUT_MS) })
  } catch (error) {
    throw new UpstreamUnavailableError(ledger.caip2, { cause: error, details: `GET ${path} failed` })
  }
  if (!response.ok)
    throw new UpstreamUnavailableError(ledger.caip2, {
      details: `GET ${path}: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`,
    })
  return (await response.json()) as T
}
