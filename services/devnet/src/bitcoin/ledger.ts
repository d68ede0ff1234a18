import { bitcoinRegtestNetwork } from '../bitcoinNetwork.js'
import { acceptTransaction, type CoinView } from './acceptTransaction.js'
import { type Block, makeBlock, merkleRoot, solveHeader } from './block.js'
import { fromHex, toHex } from './bytes.js'
import { ChainState } from './chainState.js'
import { blockSubsidy, makeCoinbase } from './coinbase.js'
import {
  blockVersion,
  coinbaseWeightReserve,
  fundingBlockHeight,
  maxBlocksPerMine,
  maxBlockWeight,
  regtestBits,
} from './constants.js'
import { feeEstimates } from './feeEstimates.js'
import { fundingTransactions, minerScript } from './funding.js'
import { genesisBlock } from './genesis.js'
import { Mempool } from './mempool.js'
import { StateFolder } from './persistence.js'
import { alreadyInUtxoSet, decodeReject, TxReject } from './rejects.js'
import { parseTx, type Tx } from './transaction.js'

/**
 * The regtest ledger: the chain, the mempool, mining and the state folder. Every transaction goes through
 * acceptTransaction (the genesis funding too); a block takes the mempool in arrival order (parents first) up to
 * the block weight limit, pays subsidy and fees to the miner key, and is solved by real regtest proof of work.
 * Height 0 is the regtest genesis block; blocks 1-102 pay the miner, and block 103 holds the test accounts'
 * funding, spending the then mature coinbases of blocks 1-3.
 */

export interface LedgerOptions {
  /** The ledger's own folder (`<devnet state>/bitcoin-regtest`). */
  stateDir: string
  /** Forget the saved state and start from genesis. */
  reset?: boolean
}

/** The newest block. */
export interface BitcoinTip {
  height: number
  hash: string
}

type BlockListener = (block: Block) => void

const nowSeconds = () => Math.floor(Date.now() / 1000)

export class Ledger {
  readonly chain = new ChainState()
  readonly mempool = new Mempool()
  private readonly minerScript = minerScript()
  private readonly listeners = new Set<BlockListener>()
  private timer: NodeJS.Timeout | undefined

  private constructor(private readonly state: StateFolder) {}

  /** Opens the ledger from its state folder, or builds genesis and the funding blocks when it holds none. */
  static open(options: LedgerOptions): Ledger {
    const state = new StateFolder(options.stateDir)
    if (options.reset) state.clear()
    const saved = state.load(bitcoinRegtestNetwork.genesisHash)
    const ledger = new Ledger(state)
    if (!saved) {
      ledger.createChain()
      return ledger
    }
    for (const block of saved.blocks) ledger.chain.applyBlock(block)
    for (const raw of saved.mempool) {
      // A transaction that no longer fits (its inputs spent meanwhile) is dropped, as bitcoind drops it.
      try {
        ledger.accept(parseTx(fromHex(raw)))
      } catch {}
    }
    state.saveMempool(ledger.mempoolRaw())
    return ledger
  }

  private createChain(): void {
    this.chain.applyBlock(genesisBlock())
    const start = nowSeconds()
    for (let height = 1; height < fundingBlockHeight; height++)
      this.buildBlock(start - (fundingBlockHeight - height))
    const coinbases = [1, 2, 3].map((height) => {
      const coinbase = this.chain.blockAt(height)?.txs[0]
      if (!coinbase) throw new Error(`no coinbase at height ${height}`)
      return { txid: coinbase.txid, vout: 0, value: coinbase.outputs[0]?.value ?? 0n }
    })
    for (const tx of fundingTransactions(coinbases)) this.accept(tx)
    this.buildBlock(start)
    this.state.create(this.chain.blocks, [])
  }

  get tip(): BitcoinTip {
    const { height, hash } = this.chain.tip
    return { height, hash }
  }

  /** The chain and mempool as mempool acceptance sees them. */
  view(): CoinView {
    const nextHeight = this.chain.height + 1
    return {
      nextHeight,
      medianTimePast: this.chain.medianTimePast(),
      coin: (txid, vout) => {
        const confirmed = this.chain.utxo(txid, vout)
        if (confirmed) return confirmed
        const output = this.mempool.output(txid, vout)
        return output && { ...output, height: nextHeight, coinbase: false }
      },
      spender: (txid, vout) => this.mempool.spender(txid, vout)?.txid,
    }
  }

  /** POST /tx: hex in, txid out; throws TxReject with bitcoind's code and message. */
  submitHex(text: string): string {
    let tx: Tx
    try {
      tx = parseTx(fromHex(text.trim()))
    } catch {
      throw decodeReject()
    }
    return this.submit(tx)
  }

  /** sendrawtransaction: a transaction already in the mempool is answered with its txid again. */
  submit(tx: Tx): string {
    if (tx.outputs.some((_, vout) => this.chain.utxo(tx.txid, vout)))
      throw new TxReject(alreadyInUtxoSet, 'Transaction outputs already in utxo set')
    if (this.mempool.get(tx.txid)) return tx.txid
    this.accept(tx)
    this.state.saveMempool(this.mempoolRaw())
    return tx.txid
  }

  private accept(tx: Tx): void {
    const { fee, prevouts } = acceptTransaction(tx, this.view())
    this.mempool.add({ tx, fee, prevouts, time: nowSeconds() })
  }

  private mempoolRaw(): string[] {
    return this.mempool.all().map((entry) => toHex(entry.tx.raw))
  }

  /** Mines one block on the tip: the mempool (parents first, up to the weight limit) and the coinbase. */
  private buildBlock(time = nowSeconds()): Block {
    const height = this.chain.height + 1
    const budget = maxBlockWeight - coinbaseWeightReserve
    const skipped = new Set<string>()
    const entries = []
    let weight = 0
    for (const entry of this.mempool.all()) {
      const parentLeft = entry.tx.inputs.some((input) => skipped.has(input.txid))
      if (parentLeft || weight + entry.tx.weight > budget) {
        skipped.add(entry.tx.txid)
        continue
      }
      entries.push(entry)
      weight += entry.tx.weight
    }
    const txs = entries.map((entry) => entry.tx)
    const fees = entries.reduce((sum, entry) => sum + entry.fee, 0n)
    const coinbase = makeCoinbase(height, blockSubsidy(height) + fees, this.minerScript, txs)
    const all = [coinbase, ...txs]
    const { header } = solveHeader({
      version: blockVersion,
      prevHash: this.chain.tip.hash,
      merkleRoot: merkleRoot(all.map((tx) => tx.txid)),
      // A block's time must be above the median of the last 11 (BIP-113).
      time: Math.max(time, this.chain.medianTimePast() + 1),
      bits: regtestBits,
    })
    const block = makeBlock(height, header, all)
    this.chain.applyBlock(block)
    this.mempool.remove(txs.map((tx) => tx.txid))
    return block
  }

  /** Mines `count` blocks (1 to 1,000), saves them and tells the listeners; returns them oldest first. */
  mine(count = 1): Block[] {
    if (!Number.isInteger(count) || count < 1 || count > maxBlocksPerMine)
      throw new RangeError(`blocks must be an integer from 1 to ${maxBlocksPerMine}`)
    const blocks: Block[] = []
    for (let i = 0; i < count; i++) blocks.push(this.buildBlock())
    this.state.appendBlocks(blocks)
    this.state.saveMempool(this.mempoolRaw())
    for (const block of blocks) for (const listener of this.listeners) listener(block)
    return blocks
  }

  /** Calls `listener` for every block mined from now on; returns the function that stops it. */
  onBlock(listener: BlockListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  feeEstimates(): Record<string, number> {
    return feeEstimates(this.mempool.vsize)
  }

  /** Mines a block every `intervalMs` (0: only on demand). */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer) return
    this.timer = setInterval(() => {
      try {
        this.mine(1)
      } catch (error) {
        console.error('Bitcoin regtest ledger: mining failed', error)
      }
    }, intervalMs)
  }

  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }
}
