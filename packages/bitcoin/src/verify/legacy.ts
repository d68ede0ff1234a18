// BIP-137 ("legacy", Bitcoin Core's signmessage) signatures: 65 bytes, a header then r and s. The header
// says how to recover the key: 27-30 uncompressed P2PKH, 31-34 compressed P2PKH, 35-38 P2SH-P2WPKH,
// 39-42 P2WPKH, the recovery id being (header - 27) mod 4.
import { type DecodedAddress, outputScript } from './address.js'
import { concat, equal, utf8, withLength } from './bytes.js'
import { recoverPublicKey, taprootOutputKey } from './curve.js'
import { hash160, sha256d } from './hashes.js'

/** True for 65 bytes whose header is a BIP-137 one (a simple signature's witness stack never is). */
export const isLegacySignature = (bytes: Uint8Array): boolean =>
  bytes.length === 65 && (bytes[0] ?? 0) >= 27 && (bytes[0] ?? 0) <= 42

/** The hash signmessage signs: double SHA-256 of the length-prefixed magic and message. */
const legacyMessageHash = (message: string) =>
  sha256d(concat(withLength(utf8('Bitcoin Signed Message:\n')), withLength(utf8(message))))

/**
 * True when the key recovered from `signature` over `message` is `address`'s. As bip322-js did before it
 * (and wallets rely on), the header's address type is not enforced, only the key: P2PKH takes the key
 * compressed or not, P2SH is read as P2SH-P2WPKH, P2WPKH takes the compressed key, and a taproot address
 * the key as its BIP-86 internal key (UniSat's `ecdsa` signatures of taproot accounts). P2WSH never matches.
 */
export function verifyLegacy(address: DecodedAddress, message: string, signature: Uint8Array): boolean {
  if (!isLegacySignature(signature)) return false
  const recovery = ((signature[0] ?? 0) - 27) & 3
  const key = recoverPublicKey(signature.subarray(1), recovery, legacyMessageHash(message))
  if (!key) return false
  const keyHash = hash160(key.compressed)
  switch (address.type) {
    case 'p2pkh':
      return equal(keyHash, address.hash) || equal(hash160(key.uncompressed), address.hash)
    case 'p2sh':
      return equal(hash160(outputScript({ type: 'p2wpkh', hash: keyHash })), address.hash)
    case 'p2wpkh':
      return equal(keyHash, address.hash)
    case 'p2tr': {
      const output = taprootOutputKey(key.compressed.subarray(1))
      return output !== undefined && equal(output, address.key)
    }
    default:
      return false
  }
}
