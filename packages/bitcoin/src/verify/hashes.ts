import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concat, utf8 } from './bytes.js'

export { sha256 }

/** Bitcoin's double SHA-256 (txids, BIP-143 parts, BIP-137 message hashes). */
export const sha256d = (data: Uint8Array): Uint8Array => sha256(sha256(data))

/** RIPEMD-160 of SHA-256: what P2PKH, P2WPKH and P2SH addresses commit to. */
export const hash160 = (data: Uint8Array): Uint8Array => ripemd160(sha256(data))

/** BIP-340's tagged hash: sha256(sha256(tag) || sha256(tag) || data). */
export function taggedHash(tag: string, ...data: readonly Uint8Array[]): Uint8Array {
  const tagHash = sha256(utf8(tag))
  return sha256(concat(tagHash, tagHash, ...data))
}
