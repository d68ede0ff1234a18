import { compactSizeLength, concat, displayHash, hash256, internalHash, u32le } from './bytes.js'
import type { Tx } from './transaction.js'

/** Blocks: the 80-byte header, its hash, the merkle root of the txids, and regtest proof of work. */

export interface BlockHeader {
  readonly version: number
  /** Previous block's hash, as printed (all zeros for genesis). */
  readonly prevHash: string
  readonly merkleRoot: string
  readonly time: number
  readonly bits: number
  readonly nonce: number
}

export interface Block {
  readonly height: number
  readonly hash: string
  readonly header: BlockHeader
  /** The coinbase first, then the other transactions in the order they were mined. */
  readonly txs: readonly Tx[]
  readonly size: number
  readonly weight: number
}

export function encodeHeader(header: BlockHeader): Uint8Array {
  return concat(
    u32le(header.version),
    internalHash(header.prevHash),
    internalHash(header.merkleRoot),
    u32le(header.time),
    u32le(header.bits),
    u32le(header.nonce),
  )
}

export const headerHash = (header: BlockHeader): string => displayHash(hash256(encodeHeader(header)))

/** Merkle root of hashes given as printed; an odd level repeats its last hash. */
export function merkleRoot(hashes: readonly string[]): string {
  if (hashes.length === 0) throw new Error('merkleRoot of no hashes')
  let level = hashes.map(internalHash)
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Uint8Array
      next.push(hash256(concat(left, level[i + 1] ?? left)))
    }
    level = next
  }
  return displayHash(level[0] as Uint8Array)
}

/** The 256-bit target a compact `bits` value stands for. */
export function targetFromBits(bits: number): bigint {
  const exponent = bits >>> 24
  const mantissa = BigInt(bits & 0x007fffff)
  return exponent <= 3 ? mantissa >> BigInt(8 * (3 - exponent)) : mantissa << BigInt(8 * (exponent - 3))
}

/** Whether a header's hash meets its target. */
const meetsTarget = (hash: string, bits: number): boolean => BigInt(`0x${hash}`) <= targetFromBits(bits)

/** Difficulty as Esplora prints it: mainnet's lowest target divided by this one. */
export const difficulty = (bits: number): number =>
  Number(targetFromBits(0x1d00ffff)) / Number(targetFromBits(bits))

/** Tries nonces from 0 until the hash meets the target (on regtest about two tries). */
export function solveHeader(header: Omit<BlockHeader, 'nonce'>): { header: BlockHeader; hash: string } {
  for (let nonce = 0; nonce <= 0xffffffff; nonce++) {
    const candidate = { ...header, nonce }
    const hash = headerHash(candidate)
    if (meetsTarget(hash, header.bits)) return { header: candidate, hash }
  }
  throw new Error('no nonce meets the target')
}

/** Assembles a block record from a solved header and its transactions. */
export function makeBlock(height: number, header: BlockHeader, txs: readonly Tx[]): Block {
  const prefix = 80 + compactSizeLength(txs.length)
  return {
    height,
    hash: headerHash(header),
    header,
    txs,
    size: prefix + txs.reduce((sum, tx) => sum + tx.size, 0),
    weight: prefix * 4 + txs.reduce((sum, tx) => sum + tx.weight, 0),
  }
}
