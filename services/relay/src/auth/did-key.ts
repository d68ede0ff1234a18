import { decodeBase58, encodeBase58 } from './base58.js'

/** Multicodec varint prefix of an ed25519 public key (0xed, 0x01). */
const ED25519_MULTICODEC = [0xed, 0x01] as const
const ED25519_KEY_LENGTH = 32
const DID_KEY_PREFIX = 'did:key:z'

/** Formats a raw 32-byte ed25519 public key as a did:key (the relay's client id). */
export function encodeDidKey(publicKey: Uint8Array): string {
  if (publicKey.length !== ED25519_KEY_LENGTH) throw new TypeError('An ed25519 public key has 32 bytes')
  return DID_KEY_PREFIX + encodeBase58(Uint8Array.from([...ED25519_MULTICODEC, ...publicKey]))
}

/**
 * Extracts the raw ed25519 public key of a did:key; undefined when the text is not a base58btc
 * did:key of an ed25519 key.
 */
export function decodeDidKey(did: string): Uint8Array | undefined {
  if (!did.startsWith(DID_KEY_PREFIX)) return undefined
  const bytes = decodeBase58(did.slice(DID_KEY_PREFIX.length))
  if (!bytes || bytes.length !== ED25519_MULTICODEC.length + ED25519_KEY_LENGTH) return undefined
  if (bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) return undefined
  return bytes.slice(ED25519_MULTICODEC.length)
}
