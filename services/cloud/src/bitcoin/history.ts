import type { HistoryResponse, HistoryTransaction } from '../history/types.js'
import { formatUnits } from '../solana/balances.js'
import { type BitcoinIconUrlOf, BTC, bitcoinPrice } from './balances.js'
import { type EsploraTx, esploraGet } from './esplora.js'
import type { BitcoinLedger } from './ledgers.js'

/** Transactions per page, as the EVM history. */
const PAGE_SIZE = 20
/** At most this many Esplora pages (25 confirmed transactions each) are read for one history page. */
const MAX_ESPLORA_PAGES = 8

/**
 * One transaction as `address` saw it: what it received, or what it sent to others (its own change and
 * the fee are not transfers), with the counterparty (the first other output, or the first other input).
 */
function describeBitcoinTransaction(
  ledger: BitcoinLedger,
  address: string,
  tx: EsploraTx,
  iconUrlOf: BitcoinIconUrlOf,
): HistoryTransaction {
  const price = bitcoinPrice()
  const inputs = tx.vin.reduce(
    (sum, input) =>
      input.prevout?.scriptpubkey_address === address ? sum + BigInt(input.prevout.value) : sum,
    0n,
  )
  const outputs = tx.vout.reduce(
    (sum, output) => (output.scriptpubkey_address === address ? sum + BigInt(output.value) : sum),
    0n,
  )
  const paidFee = inputs > 0n
  const delta = outputs - inputs + (paidFee ? BigInt(tx.fee) : 0n)
  const sender = tx.vin.find(
    (i) => i.prevout?.scriptpubkey_address && i.prevout.scriptpubkey_address !== address,
  )?.prevout?.scriptpubkey_address
  const recipient = tx.vout.find(
    (o) => o.scriptpubkey_address && o.scriptpubkey_address !== address,
  )?.scriptpubkey_address
  const direction = delta > 0n ? 'in' : delta < 0n ? 'out' : 'self'
  const numeric = formatUnits(delta < 0n ? -delta : delta, BTC.decimals)
  const from = direction === 'in' ? (sender ?? (tx.vin[0]?.is_coinbase ? 'coinbase' : '')) : address
  const to = direction === 'out' ? (recipient ?? '') : address
  return {
    id: `${ledger.caip2}:${tx.txid}`,
    metadata: {
      operationType: direction === 'in' ? 'receive' : direction === 'out' ? 'send' : 'execute',
      hash: tx.txid,
      minedAt: new Date((tx.status.block_time ?? 0) * 1000).toISOString(),
      sentFrom: from,
      sentTo: to,
      status: 'confirmed',
      nonce: 0,
      chain: ledger.caip2,
    },
    transfers:
      delta === 0n
        ? []
        : [
            {
              fungible_info: { name: BTC.name, symbol: BTC.symbol, icon: { url: iconUrlOf(BTC) } },
              direction,
              sender: from,
              recipient: to,
              quantity: { numeric },
              price,
              value: Number(numeric) * price,
            },
          ],
  }
}

/**
 * A page of a Bitcoin address's confirmed transactions, newest first, from the network's Esplora API
 * (`/address/:a/txs`, then `/address/:a/txs/chain/:last_seen_txid` for older ones). Mempool transactions
 * are left out until mined (the hosted history lists mined ones only). `next` is the last txid of a full page.
 */
export async function readBitcoinHistory(
  ledger: BitcoinLedger,
  address: string,
  cursor: string | undefined,
  iconUrlOf: BitcoinIconUrlOf,
): Promise<HistoryResponse> {
  const confirmed: EsploraTx[] = []
  const startOf = () => (cursor === undefined ? 0 : confirmed.findIndex((tx) => tx.txid === cursor) + 1)
  let path = `/address/${address}/txs`
  for (let pages = 0; pages < MAX_ESPLORA_PAGES; pages++) {
    const mined = (await esploraGet<EsploraTx[]>(ledger, path)).filter((tx) => tx.status.confirmed)
    confirmed.push(...mined)
    const start = startOf()
    const found = cursor === undefined || start > 0
    const last = mined.at(-1)
    // Esplora pages hold 25 confirmed transactions: a shorter one is the end of the address's history.
    if ((found && confirmed.length - start > PAGE_SIZE) || mined.length < 25 || !last) break
    path = `/address/${address}/txs/chain/${last.txid}`
  }
  const start = startOf()
  const page = cursor !== undefined && start === 0 ? [] : confirmed.slice(start, start + PAGE_SIZE)
  const more = confirmed.length > start + PAGE_SIZE
  return {
    data: page.map((tx) => describeBitcoinTransaction(ledger, address, tx, iconUrlOf)),
    next: more ? (page.at(-1)?.txid ?? null) : null,
  }
}
