import { InvalidParamsError } from '../errors.js'
import { base58Decode, base58Encode } from './base58.js'

/** The wallet's Solana key: its address and ed25519 signatures (WebCrypto), the private key never leaving it. */
export interface SolanaKey {
  /** The public key, base58: the account's address. */
  readonly address: string
  /** The 64-byte ed25519 signature of `bytes`. */
  sign(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>>
}

// PKCS #8 wrapping of a 32-byte Ed25519 seed (RFC 8410): WebCrypto imports private keys only so.
const PKCS8_PREFIX = [
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]

/**
 * The key of a base58 64-byte secret key (seed, then public key: what Phantom and `@foyer/devnet`'s
 * `solanaTestAccounts` hold), checked: the seed's signature verifies under the public half.
 * @throws InvalidParamsError when it is not such a key.
 */
export async function solanaKeyFromSecret(secretKey: string): Promise<SolanaKey> {
  const bytes = base58Decode(secretKey)
  if (bytes.length !== 64)
    throw new InvalidParamsError('Invalid Solana secret key', {
      details: `Expected 64 bytes, got ${bytes.length}`,
    })
  const seed = bytes.slice(0, 32)
  const publicKey = bytes.slice(32)
  const privateKey = await crypto.subtle.importKey(
    'pkcs8',
    new Uint8Array([...PKCS8_PREFIX, ...seed]),
    { name: 'Ed25519' },
    false,
    ['sign'],
  )
  const verifyKey = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify'])
  const sign = async (data: Uint8Array) =>
    new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, new Uint8Array(data)))
  const probe = new Uint8Array([1, 2, 3])
  if (!(await crypto.subtle.verify({ name: 'Ed25519' }, verifyKey, await sign(probe), probe)))
    throw new InvalidParamsError('Invalid Solana secret key', { details: 'The public key is not the seed’s' })
  return { address: base58Encode(publicKey), sign }
}
