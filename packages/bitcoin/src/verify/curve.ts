// The secp256k1 operations the verifier needs, on @noble/curves (the only file that calls it, so a move to
// another major version of it touches this file alone).

import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { hex } from '@scure/base'
import { taggedHash } from './hashes.js'

const toBigInt = (bytes: Uint8Array) => BigInt(`0x${hex.encode(bytes) || '0'}`)

/**
 * An ECDSA signature check as BIP-322's required rules put it: the signature strictly DER-encoded with a
 * low S (LOW_S, STRICTENC), `publicKey` a valid point, `hash` signed as is.
 */
export function verifyEcdsa(der: Uint8Array, hash: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return secp256k1.verify(der, hash, publicKey, { format: 'der', lowS: true, prehash: false })
  } catch {
    return false
  }
}

/** A BIP-340 Schnorr signature check against the 32-byte x-only `publicKey`. */
export function verifySchnorr(signature: Uint8Array, hash: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return schnorr.verify(signature, hash, publicKey)
  } catch {
    return false
  }
}

/** The key a 64-byte compact ECDSA signature (r, s) with `recovery` (0-3) was made with, both encodings. */
export function recoverPublicKey(
  compact: Uint8Array,
  recovery: number,
  hash: Uint8Array,
): { compressed: Uint8Array; uncompressed: Uint8Array } | undefined {
  try {
    const point = secp256k1.Signature.fromCompact(compact).addRecoveryBit(recovery).recoverPublicKey(hash)
    return { compressed: point.toRawBytes(true), uncompressed: point.toRawBytes(false) }
  } catch {
    return undefined
  }
}

/**
 * The BIP-341 output key of a taproot address whose internal key is `internalKey` (x-only) and which has
 * no script tree (BIP-86): internalKey + int(hashTapTweak(internalKey))·G, x-only.
 */
export function taprootOutputKey(internalKey: Uint8Array): Uint8Array | undefined {
  try {
    const tweak = toBigInt(taggedHash('TapTweak', internalKey))
    if (tweak >= secp256k1.CURVE.n) return undefined
    const internal = schnorr.utils.lift_x(toBigInt(internalKey))
    // noble multiplies by 1..n-1 only; a zero tweak leaves the key as it is.
    const point = tweak === 0n ? internal : internal.add(secp256k1.ProjectivePoint.BASE.multiply(tweak))
    return point.toRawBytes(true).subarray(1)
  } catch {
    return undefined
  }
}
