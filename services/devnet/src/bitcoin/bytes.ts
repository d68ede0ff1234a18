import { createHash } from 'node:crypto'
import { CompactSizeLen } from '@scure/btc-signer/script.js'

/** Byte helpers shared by the ledger: hex both ways, hashes in display order, compact sizes. */

// Node's Buffer does the hex work (the ledger is Node-only): several times faster than a portable codec, which
// counts when every block is parsed again at start.
export const toHex = (bytes: Uint8Array): string =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')

/** Lower- or upper-case hex of whole bytes; throws on anything else. Returns a copy, never a Buffer view. */
export function fromHex(text: string): Uint8Array {
  if (text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text)) throw new Error('invalid hex')
  return new Uint8Array(Buffer.from(text, 'hex'))
}

/** True for a 64-character hex string (a txid or block hash as explorers print it). */
export const isHash = (text: string): boolean => /^[0-9a-fA-F]{64}$/.test(text)

/** Double SHA-256, in the byte order it is computed (internal order). Node's native hash: blocks are hashed again at start. */
export function hash256(...parts: Uint8Array[]): Uint8Array {
  const inner = createHash('sha256')
  for (const part of parts) inner.update(part)
  return new Uint8Array(createHash('sha256').update(inner.digest()).digest())
}

/** A hash in internal byte order as explorers print it (reversed hex). */
export const displayHash = (internal: Uint8Array): string => toHex(internal.slice().reverse())

/** The internal byte order of a printed hash. */
export const internalHash = (display: string): Uint8Array => fromHex(display).reverse()

/** Bytes a compact size (var int) of `n` takes. */
export const compactSizeLength = (n: number): number => CompactSizeLen.encode(n).length

export const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** Little-endian u32 / i32 as 4 bytes. */
export const u32le = (value: number): Uint8Array => {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, value >>> 0, true)
  return out
}

export const equalBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((byte, i) => byte === b[i])
