import { CompactSizeLen } from '@scure/btc-signer/script.js'
import { type Block, difficulty, encodeHeader } from '../block.js'
import { concat, toHex } from '../bytes.js'
import type { Ledger } from '../ledger.js'
import { nullTxid } from '../transaction.js'
import { notFound, parseHash } from './httpError.js'

/** Esplora's block format (electrs' BlockValue) and the block's other views. */

export function blockJson(ledger: Ledger, block: Block) {
  const { header } = block
  return {
    id: block.hash,
    height: block.height,
    version: header.version,
    timestamp: header.time,
    tx_count: block.txs.length,
    size: block.size,
    weight: block.weight,
    merkle_root: header.merkleRoot,
    previousblockhash: header.prevHash === nullTxid ? null : header.prevHash,
    mediantime: ledger.chain.medianTimePast(block.height),
    nonce: header.nonce,
    bits: header.bits,
    difficulty: difficulty(header.bits),
  }
}

/** GET /block/:hash/status. */
export const blockStatusJson = (ledger: Ledger, block: Block) => ({
  in_best_chain: true,
  height: block.height,
  next_best: ledger.chain.blockAt(block.height + 1)?.hash ?? null,
})

/** The block serialized as on the wire (GET /block/:hash/raw). */
export const rawBlock = (block: Block): Uint8Array =>
  concat(
    encodeHeader(block.header),
    CompactSizeLen.encode(block.txs.length),
    ...block.txs.map((tx) => tx.raw),
  )

/** The block a path's hash names; a well-formed hash of no block is a 404. */
export function blockOf(ledger: Ledger, text: string): Block {
  const block = ledger.chain.blockByHash(parseHash(text))
  if (!block) throw notFound('Block not found')
  return block
}

export const headerHex = (block: Block): string => toHex(encodeHeader(block.header))
