import { secp256k1 } from '@noble/curves/secp256k1.js'

/**
 * ECDSA signatures as segwit v0 scripts carry them: strict DER (BIP-66) and one sighash-type byte. Parsed by
 * hand because BIP-66's rules are stricter than a general DER reader and decide the reject reason.
 */

const order = secp256k1.Point.Fn.ORDER
const halfOrder = order >> 1n

export interface EcdsaSignature {
  r: bigint
  s: bigint
  hashType: number
}

/** BIP-66 IsValidSignatureEncoding, on the signature with its trailing sighash byte. */
export function isStrictDer(sig: Uint8Array): boolean {
  const at = (i: number) => sig[i] ?? -1
  if (sig.length < 9 || sig.length > 73) return false
  if (at(0) !== 0x30 || at(1) !== sig.length - 3) return false
  const lengthR = at(3)
  if (5 + lengthR >= sig.length) return false
  const lengthS = at(5 + lengthR)
  if (lengthR + lengthS + 7 !== sig.length) return false
  if (at(2) !== 0x02 || lengthR === 0 || at(4) & 0x80) return false
  // No needless leading zero: one is allowed only in front of a byte with its top bit set.
  if (lengthR > 1 && at(4) === 0 && !(at(5) & 0x80)) return false
  if (at(lengthR + 4) !== 0x02 || lengthS === 0 || at(lengthR + 6) & 0x80) return false
  if (lengthS > 1 && at(lengthR + 6) === 0 && !(at(lengthR + 7) & 0x80)) return false
  return true
}

const toBigInt = (bytes: Uint8Array): bigint =>
  bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n)

/** r, s and the sighash type of a signature that passed isStrictDer. */
export function parseDer(sig: Uint8Array): EcdsaSignature {
  const lengthR = sig[3] as number
  const lengthS = sig[5 + lengthR] as number
  return {
    r: toBigInt(sig.subarray(4, 4 + lengthR)),
    s: toBigInt(sig.subarray(6 + lengthR, 6 + lengthR + lengthS)),
    hashType: sig[sig.length - 1] as number,
  }
}

/** Policy (SCRIPT_VERIFY_LOW_S): s in the lower half of the order. */
export const isLowS = (signature: EcdsaSignature): boolean => signature.s <= halfOrder

/** SCRIPT_VERIFY_STRICTENC: ALL, NONE or SINGLE, optionally with ANYONECANPAY. */
export const isDefinedHashType = (hashType: number): boolean => {
  const base = hashType & ~0x80
  return base >= 1 && base <= 3
}

/** Consensus verification: as bitcoind, a high s is normalized first; any malformed key or value fails. */
export function verifyEcdsa(signature: EcdsaSignature, digest: Uint8Array, publicKey: Uint8Array): boolean {
  const { r } = signature
  const s = signature.s > halfOrder ? order - signature.s : signature.s
  if (r <= 0n || r >= order || s <= 0n || s >= order) return false
  const compact = new Uint8Array(64)
  compact.set(fromBigInt(r), 0)
  compact.set(fromBigInt(s), 32)
  try {
    return secp256k1.verify(compact, digest, publicKey, { prehash: false })
  } catch {
    return false
  }
}

function fromBigInt(value: bigint): Uint8Array {
  const out = new Uint8Array(32)
  for (let i = 31, v = value; i >= 0; i--, v >>= 8n) out[i] = Number(v & 0xffn)
  return out
}
