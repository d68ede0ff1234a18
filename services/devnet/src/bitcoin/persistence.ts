import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { writeAtomic } from '../node/writeAtomic.js'
import { type Block, type BlockHeader, encodeHeader, makeBlock, merkleRoot } from './block.js'
import { displayHash, fromHex, toHex } from './bytes.js'
import { genesisVersion, stateFormat } from './constants.js'
import { BitcoinStateError } from './errors.js'
import { parseTx } from './transaction.js'

/**
 * The ledger's state folder (`<devnet state>/bitcoin-regtest/`): `ledger.json` (format and genesis versions),
 * `blocks.jsonl` (one mined block per line: its height, 80-byte header and raw transactions, appended as blocks
 * are mined) and `mempool.json` (the raw transactions waiting, accepted again at start as bitcoind's mempool.dat
 * is). The UTXO set and the indexes are rebuilt from the blocks at start.
 */

interface LedgerMeta {
  format: number
  genesisVersion: number
  network: 'regtest'
  genesisHash: string
}

interface SavedBlock {
  height: number
  header: string
  txs: string[]
}

export interface SavedState {
  blocks: Block[]
  mempool: string[]
}

function decodeHeader(bytes: Uint8Array): BlockHeader {
  if (bytes.length !== 80) throw new Error('a block header has 80 bytes')
  const view = new DataView(bytes.buffer, bytes.byteOffset, 80)
  return {
    version: view.getUint32(0, true),
    prevHash: displayHash(bytes.slice(4, 36)),
    merkleRoot: displayHash(bytes.slice(36, 68)),
    time: view.getUint32(68, true),
    bits: view.getUint32(72, true),
    nonce: view.getUint32(76, true),
  }
}

export class StateFolder {
  readonly metaPath: string
  readonly blocksPath: string
  readonly mempoolPath: string

  constructor(readonly dir: string) {
    this.metaPath = join(dir, 'ledger.json')
    this.blocksPath = join(dir, 'blocks.jsonl')
    this.mempoolPath = join(dir, 'mempool.json')
  }

  /** The saved state, or null when there is none or it is another version's (then it is removed). */
  load(genesisHash: string): SavedState | null {
    if (!existsSync(this.metaPath)) {
      this.clear() // leftovers of a first run killed before it wrote its meta file
      return null
    }
    try {
      const meta = JSON.parse(readFileSync(this.metaPath, 'utf8')) as LedgerMeta
      if (
        meta.format !== stateFormat ||
        meta.genesisVersion !== genesisVersion ||
        meta.genesisHash !== genesisHash
      ) {
        this.clear()
        return null
      }
      const blocks = this.readBlocks()
      if (blocks[0]?.hash !== genesisHash)
        throw new Error('blocks.jsonl does not start with the genesis block')
      const mempool = existsSync(this.mempoolPath)
        ? (JSON.parse(readFileSync(this.mempoolPath, 'utf8')) as string[])
        : []
      return { blocks, mempool }
    } catch (error) {
      throw new BitcoinStateError(this.dir, error)
    }
  }

  /**
   * Reads the block lines; a line cut short by a kill (only the last can be) ends the chain there, and the file
   * is rewritten without it so later appends stay readable.
   */
  private readBlocks(): Block[] {
    const lines = readFileSync(this.blocksPath, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
    const blocks: Block[] = []
    for (const [i, line] of lines.entries()) {
      let block: Block
      try {
        const saved = JSON.parse(line) as SavedBlock
        const header = decodeHeader(fromHex(saved.header))
        block = makeBlock(
          saved.height,
          header,
          saved.txs.map((raw) => parseTx(fromHex(raw))),
        )
        const previous = blocks.at(-1)
        const linked = previous ? header.prevHash === previous.hash : saved.height === 0
        if (saved.height !== blocks.length || !linked) throw new Error(`block ${saved.height} does not link`)
        if (merkleRoot(block.txs.map((tx) => tx.txid)) !== header.merkleRoot)
          throw new Error(`block ${saved.height} has a wrong merkle root`)
      } catch (error) {
        if (i < lines.length - 1) throw error
        writeAtomic(this.blocksPath, blocks.map((b) => `${blockLine(b)}\n`).join(''))
        break
      }
      blocks.push(block)
    }
    return blocks
  }

  clear(): void {
    for (const path of [this.metaPath, this.blocksPath, this.mempoolPath]) rmSync(path, { force: true })
  }

  /** A new chain: every block, the mempool, then the meta file last (its absence means "start over"). */
  create(blocks: readonly Block[], mempool: readonly string[]): void {
    mkdirSync(this.dir, { recursive: true })
    this.clear()
    writeAtomic(this.blocksPath, blocks.map((block) => `${blockLine(block)}\n`).join(''))
    this.saveMempool(mempool)
    const meta: LedgerMeta = {
      format: stateFormat,
      genesisVersion,
      network: 'regtest',
      genesisHash: blocks[0]?.hash ?? '',
    }
    writeAtomic(this.metaPath, JSON.stringify(meta))
  }

  appendBlocks(blocks: readonly Block[]): void {
    appendFileSync(this.blocksPath, blocks.map((block) => `${blockLine(block)}\n`).join(''))
  }

  saveMempool(raw: readonly string[]): void {
    writeAtomic(this.mempoolPath, JSON.stringify(raw))
  }
}

function blockLine(block: Block): string {
  const saved: SavedBlock = {
    height: block.height,
    header: toHex(encodeHeader(block.header)),
    txs: block.txs.map((tx) => toHex(tx.raw)),
  }
  return JSON.stringify(saved)
}
