import type { Ledger } from '../ledger.js'

/** GET /mempool (backlog statistics) and GET /mempool/recent, in Esplora's shapes. */

/** vB per fee histogram bin, as electrs groups them. */
const binVsize = 50_000

export function mempoolJson(ledger: Ledger) {
  const entries = ledger.mempool.all()
  const byRate = entries
    .map((entry) => ({ rate: Number(entry.fee) / entry.tx.vsize, vsize: entry.tx.vsize }))
    .sort((a, b) => b.rate - a.rate)
  // [fee rate, vsize] pairs, highest rate first: each bin holds the transactions paying more than its rate.
  const histogram: [number, number][] = []
  let binSize = 0
  for (const [i, { rate, vsize }] of byRate.entries()) {
    binSize += vsize
    const next = byRate[i + 1]
    if (binSize > binVsize || !next) {
      histogram.push([Math.round(rate * 100) / 100, binSize])
      binSize = 0
    }
  }
  return {
    count: entries.length,
    vsize: ledger.mempool.vsize,
    total_fee: Number(entries.reduce((sum, entry) => sum + entry.fee, 0n)),
    fee_histogram: histogram,
  }
}

/** The last 10 transactions to enter the mempool, newest first. */
export const recentJson = (ledger: Ledger) =>
  ledger.mempool
    .all()
    .slice(-10)
    .reverse()
    .map(({ tx, fee }) => ({
      txid: tx.txid,
      fee: Number(fee),
      vsize: tx.vsize,
      value: Number(tx.outputs.reduce((sum, output) => sum + output.value, 0n)),
    }))
