import { hex } from '@scure/base'
import { CompactSizeLen } from '@scure/btc-signer/script.js'
import { sha256x2 } from '@scure/btc-signer/utils.js'

/** Byte helpers shared by the ledger: hex both ways, hashes in display order, compact sizes. */

export const toHex = (bytes: Uint8Array): string => hex.encode(bytes)

/** Lower- or upper-case hex of whole bytes; throws on anything else. */
export const fromHex = (text: string): Uint8Array => hex.decode(text.toLowerCase())

/** True for a 64-character hex string (a txid or block hash as explorers print it). */
export const isHash = (text: string): boolean => /^[0-9a-fA-F]{64}$/.test(text)

/** Double SHA-256, in the byte order it is computed (internal order). */
export const hash256 = (...parts: Uint8Array[]): Uint8Array => sha256x2(...parts)

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
