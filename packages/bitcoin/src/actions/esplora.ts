import type { CaipNetwork } from '@foyer/core'
import { BitcoinRequestError } from '../errors/errors.js'

/** How long one Esplora request may take (the 10 s request timeout every service request has). */
const esploraTimeoutMs = 10_000

/** The network's Esplora API base URL (`rpcUrls.default.http[0]`), without a trailing slash. */
function esploraUrl(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0]
  if (!url)
    throw new BitcoinRequestError(`${network.name} has no Esplora URL`, {
      messageId: 'errorLedgerNoUrl',
      messageParams: { network: network.name },
      reason: 'ledger',
      details: 'rpcUrls.default.http[0] is the Esplora API base URL',
    })
  return url.replace(/\/+$/, '')
}

/**
 * One request to the network's Esplora API; resolves the response's text.
 * @throws BitcoinRequestError (reason `ledger`): 'HTTP status code: n' with the ledger's text as details,
 * or the ledger could not be reached in time.
 */
async function esploraRequest(
  network: CaipNetwork,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: string } = {},
): Promise<string> {
  const url = `${esploraUrl(network)}${path}`
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      ...(init.body === undefined ? {} : { body: init.body, headers: { 'content-type': 'text/plain' } }),
      signal: AbortSignal.timeout(esploraTimeoutMs),
    })
  } catch (error) {
    throw new BitcoinRequestError(`${network.name} could not be reached`, {
      messageId: 'errorLedgerUnreachable',
      messageParams: { network: network.name },
      reason: 'ledger',
      cause: error,
      details: `${init.method ?? 'GET'} ${url}: ${String(error)}`,
    })
  }
  const text = await response.text().catch(() => '')
  if (!response.ok)
    throw new BitcoinRequestError(`HTTP status code: ${response.status}`, {
      messageId: 'errorHttpStatus',
      messageParams: { status: response.status },
      reason: 'ledger',
      status: response.status,
      details: `${init.method ?? 'GET'} ${url}: ${text.slice(0, 500)}`,
    })
  return text
}

/** A GET of JSON from the network's Esplora API. */
export async function esploraJson(network: CaipNetwork, path: string): Promise<unknown> {
  const text = await esploraRequest(network, path)
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new BitcoinRequestError('The ledger answered something unreadable', {
      messageId: 'errorLedgerUnreadable',
      reason: 'ledger',
      cause: error,
      details: `GET ${path}: ${text.slice(0, 200)}`,
    })
  }
}

/** Esplora's `/address/:a` (the parts used): confirmed and mempool totals, in satoshis. */
interface AddressStats {
  chain_stats?: { funded_txo_sum?: unknown; spent_txo_sum?: unknown }
  mempool_stats?: { funded_txo_sum?: unknown; spent_txo_sum?: unknown }
}

const sats = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : 0n

/** What `address` holds in satoshis: funded minus spent, confirmed and in the mempool. */
export async function addressBalance(network: CaipNetwork, address: string): Promise<bigint> {
  const stats = (await esploraJson(network, `/address/${encodeURIComponent(address)}`)) as AddressStats
  const chain = stats?.chain_stats ?? {}
  const mempool = stats?.mempool_stats ?? {}
  return (
    sats(chain.funded_txo_sum) -
    sats(chain.spent_txo_sum) +
    sats(mempool.funded_txo_sum) -
    sats(mempool.spent_txo_sum)
  )
}

/** An unspent output as Esplora lists it (`/address/:a/utxo`). */
export interface Utxo {
  txid: string
  vout: number
  /** Satoshis. */
  value: bigint
  confirmed: boolean
}

/** The unspent outputs of `address`, confirmed and in the mempool. */
export async function addressUtxos(network: CaipNetwork, address: string): Promise<Utxo[]> {
  const listed = await esploraJson(network, `/address/${encodeURIComponent(address)}/utxo`)
  if (!Array.isArray(listed)) return []
  return (listed as unknown[]).flatMap((entry) => {
    const u = (entry ?? {}) as {
      txid?: unknown
      vout?: unknown
      value?: unknown
      status?: { confirmed?: unknown }
    }
    if (typeof u.txid !== 'string' || !/^[0-9a-f]{64}$/i.test(u.txid)) return []
    if (typeof u.vout !== 'number' || typeof u.value !== 'number') return []
    return [{ txid: u.txid, vout: u.vout, value: BigInt(u.value), confirmed: u.status?.confirmed !== false }]
  })
}

/** Broadcasts a raw transaction (`POST /tx`, hex); resolves the txid once the ledger accepted it. */
export async function broadcastTransaction(network: CaipNetwork, hex: string): Promise<string> {
  const answer = (await esploraRequest(network, '/tx', { method: 'POST', body: hex })).trim()
  return answer
}

/** True once the ledger knows the transaction (`GET /tx/:txid`: in its mempool or a block). */
export async function knowsTransaction(network: CaipNetwork, txid: string): Promise<boolean> {
  try {
    await esploraRequest(network, `/tx/${txid}`)
    return true
  } catch (error) {
    if (error instanceof BitcoinRequestError && error.status === 404) return false
    throw error
  }
}
