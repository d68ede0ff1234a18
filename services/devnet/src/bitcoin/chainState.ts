import { sha256 } from '@scure/btc-signer/utils.js'
import type { Coin } from './acceptTransaction.js'
import type { Block } from './block.js'
import { fromHex, toHex } from './bytes.js'
import { outpointKey, type Tx, type TxOutput } from './transaction.js'

/**
 * The confirmed chain: its blocks, every transaction in them, the UTXO set, which input spent which output, and
 * each output script's history (for the address endpoints). Blocks are applied as they are mined (or reloaded);
 * there are no reorganisations.
 */

export interface ConfirmedTx {
  readonly tx: Tx
  readonly block: Block
  /** Inputs minus outputs; 0 for a coinbase. */
  readonly fee: bigint
}

export interface Spend {
  readonly txid: string
  readonly vin: number
}

export class ChainState {
  readonly blocks: Block[] = []
  private readonly byHash = new Map<string, Block>()
  private readonly txs = new Map<string, ConfirmedTx>()
  private readonly utxos = new Map<string, Coin>()
  private readonly spends = new Map<string, Spend>()
  /** Output script (hex) -> txids that pay or spend it, oldest first. */
  private readonly histories = new Map<string, string[]>()
  /** Esplora's scripthash (SHA-256 of the script, hex) -> the script (hex). */
  private readonly scripts = new Map<string, string>()

  get tip(): Block {
    const tip = this.blocks.at(-1)
    if (!tip) throw new Error('the chain has no blocks')
    return tip
  }

  get height(): number {
    return this.blocks.length - 1
  }

  blockAt(height: number): Block | undefined {
    return this.blocks[height]
  }

  blockByHash(hash: string): Block | undefined {
    return this.byHash.get(hash)
  }

  tx(txid: string): ConfirmedTx | undefined {
    return this.txs.get(txid)
  }

  /** Any output of a confirmed transaction, spent or not (the prevouts of explorer answers). */
  output(txid: string, vout: number): TxOutput | undefined {
    return this.txs.get(txid)?.tx.outputs[vout]
  }

  utxo(txid: string, vout: number): Coin | undefined {
    return this.utxos.get(outpointKey(txid, vout))
  }

  spentBy(txid: string, vout: number): Spend | undefined {
    return this.spends.get(outpointKey(txid, vout))
  }

  /** Confirmed transactions paying or spending a script, oldest first. */
  history(scriptHex: string): readonly string[] {
    return this.histories.get(scriptHex) ?? []
  }

  /** The output script (hex) of a scripthash seen in the chain. */
  scriptOfHash(scripthash: string): string | undefined {
    return this.scripts.get(scripthash)
  }

  /** Unspent confirmed outputs paying a script, oldest first. */
  unspent(scriptHex: string): { txid: string; vout: number; coin: Coin }[] {
    const found: { txid: string; vout: number; coin: Coin }[] = []
    for (const txid of this.history(scriptHex)) {
      const tx = this.txs.get(txid)?.tx
      tx?.outputs.forEach((output, vout) => {
        const coin = this.utxos.get(outpointKey(txid, vout))
        if (coin && toHex(output.script) === scriptHex) found.push({ txid, vout, coin })
      })
    }
    return found
  }

  /** Median of the times of the last 11 blocks up to `height` (BIP-113). */
  medianTimePast(height = this.height): number {
    const times = this.blocks
      .slice(Math.max(0, height - 10), height + 1)
      .map((block) => block.header.time)
      .sort((a, b) => a - b)
    return times[Math.floor(times.length / 2)] ?? 0
  }

  /** Adds a block whose transactions were already checked: spends their inputs and adds their outputs. */
  applyBlock(block: Block): void {
    if (block.height !== this.blocks.length) throw new Error(`block ${block.height} after ${this.height}`)
    for (const tx of block.txs) {
      const touched = new Set<string>()
      let valueIn = 0n
      if (!tx.isCoinbase) {
        tx.inputs.forEach((input, vin) => {
          const key = outpointKey(input.txid, input.vout)
          const coin = this.utxos.get(key)
          if (!coin) throw new Error(`block ${block.height} spends a missing output ${key}`)
          valueIn += coin.value
          touched.add(toHex(coin.script))
          this.utxos.delete(key)
          this.spends.set(key, { txid: tx.txid, vin })
        })
      }
      // The genesis coinbase is never added to the UTXO set (as in bitcoind).
      tx.outputs.forEach((output, vout) => {
        touched.add(toHex(output.script))
        if (block.height > 0 && output.script[0] !== 0x6a) {
          this.utxos.set(outpointKey(tx.txid, vout), {
            ...output,
            height: block.height,
            coinbase: tx.isCoinbase,
          })
        }
      })
      const valueOut = tx.outputs.reduce((sum, output) => sum + output.value, 0n)
      this.txs.set(tx.txid, { tx, block, fee: tx.isCoinbase ? 0n : valueIn - valueOut })
      for (const script of touched) {
        const list = this.histories.get(script)
        if (list) list.push(tx.txid)
        else {
          this.histories.set(script, [tx.txid])
          this.scripts.set(toHex(sha256(fromHex(script))), script)
        }
      }
    }
    this.blocks.push(block)
    this.byHash.set(block.hash, block)
  }
}
