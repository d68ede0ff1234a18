// Byte helpers for the BIP-322 verifier: the few consensus encodings its virtual transactions need.

/** The message's UTF-8 bytes, as BIP-322 and BIP-137 hash them. */
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)

export function concat(...parts: readonly (Uint8Array | readonly number[])[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

export function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

/** A 4-byte little-endian unsigned integer (versions, indexes, sequences, lock times, sighash types). */
export function u32le(value: number): Uint8Array {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, value, true)
  return out
}

/** Bitcoin's CompactSize prefix for lengths the verifier writes (scripts and messages under 64 KiB). */
export function compactSize(value: number): Uint8Array {
  if (value < 0xfd) return Uint8Array.of(value)
  if (value <= 0xffff) return Uint8Array.of(0xfd, value & 0xff, value >> 8)
  const out = new Uint8Array(5)
  out[0] = 0xfe
  new DataView(out.buffer).setUint32(1, value, true)
  return out
}

/** `bytes` with its CompactSize length first: how scripts and messages are serialized. */
export const withLength = (bytes: Uint8Array): Uint8Array => concat(compactSize(bytes.length), bytes)

/** Eight zero bytes: every amount in BIP-322's virtual transactions is 0. */
export const zeroAmount = new Uint8Array(8)
