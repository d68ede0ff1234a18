import { ServiceError } from '@foyer/service-kit/errors'
import { concat, fromHex, toHex } from './bytes.js'
import type { TxInput, TxOutput } from './transaction.js'

/**
 * The transaction wire format both ways (BIP-144: marker and flag, then the witnesses after the outputs, when any
 * input has a witness). Hand-written rather than a generic coder: the ledger parses every block again at start, and
 * a decoder that slices out the non-witness bytes needs no second encoding to compute the txid.
 */

export interface TxParts {
  readonly version: number
  readonly lockTime: number
  readonly inputs: readonly TxInput[]
  readonly outputs: readonly TxOutput[]
}

/** What decoding throws for bytes that are no transaction. */
class TxDecodeError extends ServiceError<'TX_DECODE_FAILED'> {
  override name = 'TxDecodeError'
  constructor(shortMessage: string) {
    super('TX_DECODE_FAILED', shortMessage)
  }
}

/** bitcoind's MAX_SIZE: no compact size may exceed it. */
const maxCompactSize = 0x02000000

class Writer {
  private readonly bytes: number[] = []
  u8(value: number): void {
    this.bytes.push(value & 0xff)
  }
  u32(value: number): void {
    for (let i = 0; i < 4; i++) this.u8(value >>> (8 * i))
  }
  u64(value: bigint): void {
    for (let i = 0n; i < 8n; i++) this.u8(Number((value >> (8n * i)) & 0xffn))
  }
  compactSize(n: number): void {
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
  raw(data: Uint8Array): void {
    for (const byte of data) this.bytes.push(byte)
  }
  varBytes(data: Uint8Array): void {
    this.compactSize(data.length)
    this.raw(data)
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes)
  }
}

/** Wire bytes of a transaction, with marker, flag and witnesses when any input has a witness. */
export function encodeTx(tx: TxParts, withWitness = true): Uint8Array {
  const segwit = withWitness && tx.inputs.some((input) => input.witness.length > 0)
  const out = new Writer()
  out.u32(tx.version)
  if (segwit) {
    out.u8(0) // marker
    out.u8(1) // flag
  }
  out.compactSize(tx.inputs.length)
  for (const input of tx.inputs) {
    out.raw(fromHex(input.txid).reverse())
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

class Reader {
  private pos = 0
  private readonly view: DataView
  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }
  get offset(): number {
    return this.pos
  }
  get done(): boolean {
    return this.pos === this.bytes.length
  }
  private need(n: number): number {
    if (this.pos + n > this.bytes.length) throw new TxDecodeError('unexpected end of data')
    const at = this.pos
    this.pos += n
    return at
  }
  peek(ahead = 0): number | undefined {
    return this.bytes[this.pos + ahead]
  }
  u8(): number {
    return this.view.getUint8(this.need(1))
  }
  u32(): number {
    return this.view.getUint32(this.need(4), true)
  }
  u64(): bigint {
    return this.view.getBigUint64(this.need(8), true)
  }
  /** A compact size, refused when not minimally encoded or above MAX_SIZE (bitcoind's ReadCompactSize). */
  compactSize(): number {
    const first = this.u8()
    let n: number
    if (first < 0xfd) return first
    if (first === 0xfd) n = this.view.getUint16(this.need(2), true)
    else if (first === 0xfe) n = this.u32()
    else n = Number(this.u64())
    const minimum = first === 0xfd ? 0xfd : first === 0xfe ? 0x10000 : 0x100000000
    if (n < minimum) throw new TxDecodeError('non-canonical ReadCompactSize()')
    if (n > maxCompactSize) throw new TxDecodeError('ReadCompactSize(): size too large')
    return n
  }
  bytesOf(length: number): Uint8Array {
    const at = this.need(length)
    return this.bytes.slice(at, at + length)
  }
  varBytes(): Uint8Array {
    return this.bytesOf(this.compactSize())
  }
}

/** The parts of a transaction and its bytes without witness (what the txid hashes); throws TxDecodeError. */
export function decodeTx(raw: Uint8Array): { parts: TxParts; base: Uint8Array } {
  const read = new Reader(raw)
  const version = read.u32()
  const segwit = read.peek() === 0
  if (segwit) {
    read.u8()
    if (read.u8() !== 1) throw new TxDecodeError('Unknown transaction optional data')
  }
  const inputsStart = read.offset
  const inputCount = read.compactSize()
  if (inputCount === 0) throw new TxDecodeError('no inputs')
  const inputs: { txid: string; vout: number; scriptSig: Uint8Array; sequence: number }[] = []
  for (let i = 0; i < inputCount; i++) {
    const txid = toHex(read.bytesOf(32).reverse())
    inputs.push({ txid, vout: read.u32(), scriptSig: read.varBytes(), sequence: read.u32() })
  }
  const outputs: TxOutput[] = []
  const outputCount = read.compactSize()
  for (let i = 0; i < outputCount; i++) outputs.push({ value: read.u64(), script: read.varBytes() })
  const witnessStart = read.offset
  const witnesses = inputs.map(() => {
    if (!segwit) return []
    const items: Uint8Array[] = []
    const count = read.compactSize()
    for (let i = 0; i < count; i++) items.push(read.varBytes())
    return items
  })
  if (segwit && witnesses.every((items) => items.length === 0))
    throw new TxDecodeError('Superfluous witness record')
  const lockTime = read.u32()
  if (!read.done) throw new TxDecodeError('data after the end of the transaction')
  const base = segwit
    ? concat(raw.subarray(0, 4), raw.subarray(inputsStart, witnessStart), raw.subarray(raw.length - 4))
    : raw
  return {
    parts: {
      version,
      lockTime,
      inputs: inputs.map((input, i) => ({ ...input, witness: witnesses[i] ?? [] })),
      outputs,
    },
    base,
  }
}
