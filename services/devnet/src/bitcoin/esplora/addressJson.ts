import { sha256 } from '@scure/btc-signer/utils.js'
import { fromHex, toHex } from '../bytes.js'
import type { Ledger } from '../ledger.js'
import type { Tx, TxOutput } from '../transaction.js'
import { badRequest } from './httpError.js'
import { type KnownTx, lookupTx, statusJson, txJson } from './txJson.js'

/** The address and scripthash endpoints: stats, UTXOs and history pages, keyed by the output script (hex). */

/** Esplora's page sizes: 50 mempool transactions, 25 confirmed ones per page. */
const mempoolPage = 50
const chainPage = 25

interface Stats {
  tx_count: number
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
}

const emptyStats = (): Stats => ({
  tx_count: 0,
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
})

/** Adds one transaction's outputs to and spends from the script. */
function count(stats: Stats, tx: Tx, prevouts: readonly (TxOutput | undefined)[], script: string): void {
  stats.tx_count++
  for (const output of tx.outputs) {
    if (toHex(output.script) !== script) continue
    stats.funded_txo_count++
    stats.funded_txo_sum += Number(output.value)
  }
  for (const prevout of prevouts) {
    if (!prevout || toHex(prevout.script) !== script) continue
    stats.spent_txo_count++
    stats.spent_txo_sum += Number(prevout.value)
  }
}

/** `{ chain_stats, mempool_stats }` of a script. */
export function scriptStats(ledger: Ledger, script: string) {
  const chain = emptyStats()
  for (const txid of ledger.chain.history(script)) {
    const tx = ledger.chain.tx(txid)?.tx
    if (!tx) continue
    const prevouts = tx.isCoinbase ? [] : tx.inputs.map((i) => ledger.chain.output(i.txid, i.vout))
    count(chain, tx, prevouts, script)
  }
  const mempool = emptyStats()
  for (const entry of ledger.mempool.history(script)) count(mempool, entry.tx, entry.prevouts, script)
  return { chain_stats: chain, mempool_stats: mempool }
}

/** Unspent outputs of a script: confirmed ones not spent in the mempool, then the mempool's own. */
export function scriptUtxos(ledger: Ledger, script: string) {
  const confirmed = ledger.chain
    .unspent(script)
    .filter(({ txid, vout }) => !ledger.mempool.spender(txid, vout))
    .map(({ txid, vout, coin }) => ({
      txid,
      vout,
      status: statusJson(ledger, txid),
      value: Number(coin.value),
    }))
  const pending = ledger.mempool
    .history(script)
    .reverse()
    .flatMap(({ tx }) =>
      tx.outputs.flatMap((output, vout) =>
        toHex(output.script) === script && !ledger.mempool.spender(tx.txid, vout)
          ? [{ txid: tx.txid, vout, status: { confirmed: false }, value: Number(output.value) }]
          : [],
      ),
    )
  return [...confirmed, ...pending]
}

const known = (ledger: Ledger, txid: string): KnownTx => {
  const found = lookupTx(ledger, txid)
  if (!found) throw new Error(`indexed transaction ${txid} is missing`)
  return found
}

/** Confirmed history, newest first, 25 per page after `lastSeen`. */
export function chainTxs(ledger: Ledger, script: string, lastSeen?: string) {
  const newestFirst = [...ledger.chain.history(script)].reverse()
  let start = 0
  if (lastSeen !== undefined) {
    const at = newestFirst.indexOf(lastSeen)
    start = at < 0 ? newestFirst.length : at + 1
  }
  return newestFirst.slice(start, start + chainPage).map((txid) => txJson(ledger, known(ledger, txid)))
}

export function mempoolTxs(ledger: Ledger, script: string) {
  return ledger.mempool
    .history(script)
    .slice(0, mempoolPage)
    .map((entry) => txJson(ledger, known(ledger, entry.tx.txid)))
}

/** GET /address/:address/txs: up to 50 mempool transactions, then the newest 25 confirmed ones. */
export const scriptTxs = (ledger: Ledger, script: string) => [
  ...mempoolTxs(ledger, script),
  ...chainTxs(ledger, script),
]

/** The script of a scripthash (SHA-256 of the script, hex), looked up in the chain and the mempool. */
export function scriptOfHash(ledger: Ledger, scripthash: string): string {
  if (!/^[0-9a-fA-F]{64}$/.test(scripthash)) throw badRequest('Invalid scripthash')
  const hash = scripthash.toLowerCase()
  const inChain = ledger.chain.scriptOfHash(hash)
  if (inChain) return inChain
  for (const entry of ledger.mempool.all()) {
    for (const output of entry.tx.outputs) {
      const script = toHex(output.script)
      if (toHex(sha256(fromHex(script))) === hash) return script
    }
  }
  // A script never seen has an empty history: a key that is no script hex matches nothing.
  return `unseen:${hash}`
}
