import type { Coin } from './acceptTransaction.js'
import { toHex } from './bytes.js'
import type { Spend } from './chainState.js'
import { outpointKey, type Tx, type TxOutput } from './transaction.js'

/**
 * Accepted transactions waiting for a block, in the order they arrived: a transaction can only arrive after the
 * ones it spends from, so this order is also a dependency order.
 */

export interface MempoolEntry {
  readonly tx: Tx
  readonly fee: bigint
  readonly prevouts: readonly Coin[]
  /** Unix seconds it was accepted. */
  readonly time: number
}

export class Mempool {
  private readonly entries = new Map<string, MempoolEntry>()
  private readonly spends = new Map<string, Spend>()

  get size(): number {
    return this.entries.size
  }

  /** Sum of the virtual sizes of all entries. */
  get vsize(): number {
    let total = 0
    for (const entry of this.entries.values()) total += entry.tx.vsize
    return total
  }

  /** Entries oldest first (parents before children). */
  all(): MempoolEntry[] {
    return [...this.entries.values()]
  }

  get(txid: string): MempoolEntry | undefined {
    return this.entries.get(txid)
  }

  /** An output made by a mempool transaction (spent or not). */
  output(txid: string, vout: number): TxOutput | undefined {
    return this.entries.get(txid)?.tx.outputs[vout]
  }

  spender(txid: string, vout: number): Spend | undefined {
    return this.spends.get(outpointKey(txid, vout))
  }

  add(entry: MempoolEntry): void {
    this.entries.set(entry.tx.txid, entry)
    entry.tx.inputs.forEach((input, vin) => {
      this.spends.set(outpointKey(input.txid, input.vout), { txid: entry.tx.txid, vin })
    })
  }

  /** Takes mined transactions out. */
  remove(txids: Iterable<string>): void {
    for (const txid of txids) {
      const entry = this.entries.get(txid)
      if (!entry) continue
      this.entries.delete(txid)
      for (const input of entry.tx.inputs) this.spends.delete(outpointKey(input.txid, input.vout))
    }
  }

  /** Entries that pay or spend a script, newest first. */
  history(scriptHex: string): MempoolEntry[] {
    return this.all()
      .filter(
        (entry) =>
          entry.tx.outputs.some((output) => toHex(output.script) === scriptHex) ||
          entry.prevouts.some((prevout) => toHex(prevout.script) === scriptHex),
      )
      .reverse()
  }
}
