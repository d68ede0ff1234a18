import { RawTx } from '@scure/btc-signer'
import { displayHash, fromHex, hash256, toHex } from './bytes.js'

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

/** What parseTx throws for bytes that are no transaction. */
export class TxDecodeError extends Error {
  override name = 'TxDecodeError'
}

type RawParts = Pick<Tx, 'version' | 'lockTime' | 'inputs' | 'outputs'>

/** Appends the wire format to a byte list: little-endian integers and compact sizes. */
class Writer {
  private readonly bytes: number[] = []
  u8 = (value: number): void => {
    this.bytes.push(value & 0xff)
  }
  u32 = (value: number) => {
    for (let i = 0; i < 4; i++) this.u8(value >>> (8 * i))
  }
  u64 = (value: bigint) => {
    for (let i = 0n; i < 8n; i++) this.u8(Number((value >> (8n * i)) & 0xffn))
  }
  compactSize = (n: number) => {
    if (n < 0xfd) this.u8(n)
    else if (n <= 0xffff) {
      this.u8(0xfd)
      this.u8(n)
      this.u8(n >>> 8)
    } else {
      this.u8(0xfe)
      this.u32(n)
    }
  }
  varBytes = (data: Uint8Array) => {
    this.compactSize(data.length)
    for (const byte of data) this.bytes.push(byte)
  }
  done = () => Uint8Array.from(this.bytes)
}

/** Wire bytes of a transaction (BIP-144 with marker and flag when any input has a witness). */
export function encodeTx(tx: RawParts, withWitness = true): Uint8Array {
  const segwit = withWitness && tx.inputs.some((input) => input.witness.length > 0)
  const out = new Writer()
  out.u32(tx.version)
  if (segwit) {
    out.u8(0) // marker
    out.u8(1) // flag
  }
  out.compactSize(tx.inputs.length)
  for (const input of tx.inputs) {
    const txid = fromHex(input.txid).reverse()
    for (const byte of txid) out.u8(byte)
    out.u32(input.vout)
    out.varBytes(input.scriptSig)
    out.u32(input.sequence)
  }
  out.compactSize(tx.outputs.length)
  for (const output of tx.outputs) {
    out.u64(output.value)
    out.varBytes(output.script)
  }
  if (segwit) {
    for (const input of tx.inputs) {
      out.compactSize(input.witness.length)
      for (const item of input.witness) out.varBytes(item)
    }
  }
  out.u32(tx.lockTime)
  return out.done()
}

/** Builds the ledger's view of a transaction from its parts. */
export function makeTx(parts: RawParts): Tx {
  const raw = encodeTx(parts)
  const base = encodeTx(parts, false)
  const weight = base.length * 3 + raw.length
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
  let decoded: ReturnType<typeof RawTx.decode>
  try {
    decoded = RawTx.decode(raw)
  } catch (error) {
    throw new TxDecodeError(error instanceof Error ? error.message : String(error))
  }
  if (decoded.inputs.length === 0) throw new TxDecodeError('no inputs')
  const tx = makeTx({
    version: decoded.version,
    lockTime: decoded.lockTime,
    inputs: decoded.inputs.map((input, i) => ({
      txid: toHex(input.txid),
      vout: input.index,
      scriptSig: input.finalScriptSig,
      sequence: input.sequence,
      witness: decoded.witnesses?.[i] ?? [],
    })),
    outputs: decoded.outputs.map((output) => ({ value: output.amount, script: output.script })),
  })
  // Re-encoding must give the same bytes: anything else (a non-minimal size prefix) is not what was sent.
  if (tx.raw.length !== raw.length || toHex(tx.raw) !== toHex(raw))
    throw new TxDecodeError('non-canonical encoding')
  return tx
}

/** `txid:vout`, the key of an output in the UTXO set and the spend indexes. */
export const outpointKey = (txid: string, vout: number): string => `${txid}:${vout}`
