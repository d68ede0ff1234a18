import { createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { encodeDidKey } from './did-key.js'

/** A client identity for the relay: an ed25519 key and its did:key. */
export interface RelayClientKey {
  privateKey: KeyObject
  /** The did:key of the public key, i.e. the relay's client id. */
  clientId: string
}

/** Creates a fresh ed25519 client identity (tests, benches, tools; the SDKs make their own). */
export function createRelayClientKey(): RelayClientKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const jwk = publicKey.export({ format: 'jwk' })
  return { privateKey, clientId: encodeDidKey(Buffer.from(jwk.x ?? '', 'base64url')) }
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
