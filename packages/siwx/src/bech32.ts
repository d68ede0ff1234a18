// Bech32 (BIP-173) and bech32m (BIP-350) checksums of segwit addresses, written from the BIPs: a typo in a
// Bitcoin address is caught when the message is built, before the wallet is asked to sign it.

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3] as const
const BECH32_CONST = 1
const BECH32M_CONST = 0x2bc830a3

function polymod(values: readonly number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (let bit = 0; bit < 5; bit++) if ((top >>> bit) & 1) checksum ^= GENERATOR[bit] ?? 0
  }
  return checksum
}

const expandPrefix = (prefix: string): number[] => [
  ...Array.from(prefix, (char) => char.charCodeAt(0) >>> 5),
  0,
  ...Array.from(prefix, (char) => char.charCodeAt(0) & 31),
]

/** A decoded segwit address: its human-readable prefix (bc, tb, bcrt) and witness version. */
export interface SegwitAddress {
  prefix: string
  version: number
}

/**
 * Reads a segwit address (P2WPKH, P2WSH, P2TR and later versions): the checksum (bech32 for version 0,
 * bech32m from version 1 on), the program length, and all one case. Undefined for anything else.
 */
export function decodeSegwitAddress(address: string): SegwitAddress | undefined {
  if (address.length > 90 || (address !== address.toLowerCase() && address !== address.toUpperCase()))
    return undefined
  const lower = address.toLowerCase()
  const separator = lower.lastIndexOf('1')
  if (separator < 1) return undefined
  const prefix = lower.slice(0, separator)
  const data = Array.from(lower.slice(separator + 1), (char) => CHARSET.indexOf(char))
  // A version, at least 2 program bytes (4 characters) and 6 checksum characters.
  if (data.length < 11 || data.some((value) => value < 0)) return undefined
  const version = data[0] ?? -1
  if (version > 16) return undefined
  const expected = version === 0 ? BECH32_CONST : BECH32M_CONST
  if (polymod([...expandPrefix(prefix), ...data]) !== expected) return undefined
  // The program in 5-bit groups becomes whole bytes; what is left over is zero padding of under 5 bits.
  const groups = data.slice(1, -6)
  const bytes = Math.floor((groups.length * 5) / 8)
  const padding = groups.length * 5 - bytes * 8
  const last = groups.at(-1) ?? 0
  if (padding > 4 || (last & ((1 << padding) - 1)) !== 0) return undefined
  if (bytes < 2 || bytes > 40 || (version === 0 && bytes !== 20 && bytes !== 32)) return undefined
  return { prefix, version }
}
