import { createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { encodeDidKey } from './did-key.js'

/** A client identity for the relay: an ed25519 key and its did:key. */
export interface RelayClientKey {
  privateKey: KeyObject
  /** The did:key of the public key, i.e. the relay's client id. */
  clientId: string
}

/** SPKI (DER) of an ed25519 public key: this 12-byte header, then the 32-byte key. */
const ED25519_SPKI_HEADER = Buffer.from('302a300506032b6570032100', 'hex')

/**
 * Creates a fresh ed25519 client identity (tests, benches, tools; the SDKs make their own). The public
 * key comes encoded from the generation itself: exporting it from the new KeyObject (as JWK) could
 * deadlock Node 20 (a garbage collection inside the export, holding the key's lock, finalizes the
 * generation job, which takes the same lock), which hung the bench's client process now and then.
 */
export function createRelayClientKey(): RelayClientKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
  })
  if (!publicKey.subarray(0, ED25519_SPKI_HEADER.length).equals(ED25519_SPKI_HEADER))
    throw new Error('unexpected ed25519 public key encoding')
  return {
    privateKey: createPrivateKey({ key: privateKey, format: 'der', type: 'pkcs8' }),
    clientId: encodeDidKey(publicKey.subarray(ED25519_SPKI_HEADER.length)),
  }
}

/** Rebuilds a client identity from a 32-byte ed25519 seed. */
export function relayClientKeyFromSeed(seed: Uint8Array): RelayClientKey {
  // PKCS#8 wrapper of a raw ed25519 seed (RFC 8410).
  const prefix = Buffer.from('302e020100300506032b657004220420', 'hex')
  const privateKey = createPrivateKey({ key: Buffer.concat([prefix, seed]), format: 'der', type: 'pkcs8' })
  const jwk = privateKey.export({ format: 'jwk' })
  return { privateKey, clientId: encodeDidKey(Buffer.from(jwk.x ?? '', 'base64url')) }
}

export interface SignRelayJwtOptions {
  key: RelayClientKey
  /** The relay URL the token is meant for. */
  aud: string
  /** Random subject; defaults to 32 random bytes in hex. */
  sub?: string
  /** Issued-at in seconds; defaults to now. */
  iat?: number
  /** Lifetime in seconds; defaults to one day, like the SDK. */
  ttl?: number
}

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')
}

/** Signs a relay auth JWT in the same encoding as @walletconnect/relay-auth's signJWT. */
export function signRelayJwt(options: SignRelayJwtOptions): string {
  const iat = options.iat ?? Math.floor(Date.now() / 1000)
  const sub = options.sub ?? Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
  const header = encodeSegment({ alg: 'EdDSA', typ: 'JWT' })
  const payload = encodeSegment({
    iss: options.key.clientId,
    sub,
    aud: options.aud,
    iat,
    exp: iat + (options.ttl ?? 86_400),
  })
  const signature = sign(null, Buffer.from(`${header}.${payload}`, 'utf8'), options.key.privateKey)
  return `${header}.${payload}.${signature.toString('base64url')}`
}
