/**
 * Reads a witness stack as consensus-encoded (a CompactSize count, then each item with its CompactSize
 * length): a BIP-322 simple signature. Undefined unless the bytes are exactly one stack with minimal lengths.
 */
export function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const readSize = (): number | undefined => {
    const first = bytes[offset]
    if (first === undefined) return undefined
    offset += 1
    if (first < 0xfd) return first
    const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8
    if (offset + width > bytes.length) return undefined
    let value = 0
    for (let i = width - 1; i >= 0; i--) value = value * 256 + (bytes[offset + i] ?? 0)
    offset += width
    // Consensus encoding is minimal: a longer form for a value a shorter one holds is malformed.
    const minimum = width === 2 ? 0xfd : width === 4 ? 0x10000 : 0x100000000
    return value < minimum ? undefined : value
  }
  const count = readSize()
  if (count === undefined || count > bytes.length) return undefined
  const stack: Uint8Array[] = []
  for (let i = 0; i < count; i++) {
    const length = readSize()
    if (length === undefined || offset + length > bytes.length) return undefined
    stack.push(bytes.subarray(offset, offset + length))
    offset += length
  }
  return offset === bytes.length ? stack : undefined
}
