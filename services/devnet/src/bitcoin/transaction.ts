import { displayHash, hash256 } from './bytes.js'
import { decodeTx, encodeTx, type TxParts } from './wire.js'

/** A transaction as the ledger keeps it: parsed once from its wire bytes (BIP-144 with or without witness). */

export interface TxInput {
  /** The spent output's transaction, as printed (all zeros in a coinbase). */
  readonly txid: string
  readonly vout: number
  readonly scriptSig: Uint8Array
  readonly sequence: number
  /** Witness stack items, empty when the input has none. */
  readonly witness: readonly Uint8Array[]
}

export interface TxOutput {
  readonly value: bigint
  readonly script: Uint8Array
}

export interface Tx {
  readonly txid: string
  /** Hash of the bytes with witness (equals txid without one). */
  readonly wtxid: string
  readonly raw: Uint8Array
  readonly version: number
  readonly lockTime: number
  readonly inputs: readonly TxInput[]
  readonly outputs: readonly TxOutput[]
  /** Serialized size with witness. */
  readonly size: number
  /** Serialized size without witness. */
  readonly baseSize: number
  /** BIP-141: base size × 3 + total size. */
  readonly weight: number
  /** Weight / 4, rounded up. */
  readonly vsize: number
  readonly isCoinbase: boolean
}

export const nullTxid = '0'.repeat(64)
export const nullIndex = 0xffffffff

/** Builds the ledger's view of a transaction from its parts. */
export function makeTx(parts: TxParts): Tx {
  const raw = encodeTx(parts)
  const base = encodeTx(parts, false)
  return withIds(parts, raw, base, base.length * 3 + raw.length)
}

function withIds(parts: TxParts, raw: Uint8Array, base: Uint8Array, weight: number): Tx {
  const first = parts.inputs[0]
  return {
    ...parts,
    txid: displayHash(hash256(base)),
    wtxid: displayHash(hash256(raw)),
    raw,
    size: raw.length,
    baseSize: base.length,
    weight,
    vsize: Math.ceil(weight / 4),
    isCoinbase: parts.inputs.length === 1 && first?.txid === nullTxid && first.vout === nullIndex,
  }
}

/** Parses wire bytes; throws TxDecodeError when they are not exactly one transaction. */
export function parseTx(raw: Uint8Array): Tx {
  const { parts, base } = decodeTx(raw)
  const weight = base.length * 3 + raw.length
  return withIds(parts, raw, base, weight)
}

/** `txid:vout`, the key of an output in the UTXO set and the spend indexes. */
export const outpointKey = (txid: string, vout: number): string => `${txid}:${vout}`
