import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import { ServiceError } from '@foyer/service-kit/errors'

/** A user's key at rest: the key sealed with a data key, the data key sealed with the KEK. */
export interface SealedKey {
  /** iv (12) + ciphertext + tag (16) of the private key under the data key. */
  key: Buffer
  /** iv (12) + ciphertext + tag (16) of the data key under the KEK. */
  dataKey: Buffer
}

function seal(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(aad))
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([iv, body, cipher.getAuthTag()])
}

function open(key: Buffer, sealed: Buffer, aad: string): Buffer {
  const iv = sealed.subarray(0, 12)
  const tag = sealed.subarray(sealed.length - 16)
  const decipher = createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAAD(Buffer.from(aad))
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()])
}

/** Thrown when a sealed key does not open: wrong KEK, another user's row, or tampering. */
export class KeyUnsealError extends ServiceError<'KEY_UNSEALABLE'> {
  override name = 'KeyUnsealError'
  constructor() {
    // No detail: nothing about the key may reach a log.
    super('KEY_UNSEALABLE', 'The stored key could not be opened')
  }
}

/** Thrown when a device-mode wallet's key is asked for on the server: it holds no copy it can open. */
export class KeyOnDeviceError extends ServiceError<'KEY_ON_DEVICE'> {
  override name = 'KeyOnDeviceError'
  constructor() {
    super('KEY_ON_DEVICE', 'This wallet’s key is kept on the visitor’s devices')
  }
}

/**
 * AES-256-GCM envelope encryption: a fresh data key per user seals the private key, the KEK seals the
 * data key, and the user id is bound to both as additional data, so a row copied to another user or
 * changed by one bit does not open.
 */
export function createEnvelope(kek: Buffer) {
  if (kek.length !== 32) throw new Error('The key-encryption key must be 32 bytes')
  return {
    seal(userId: string, privateKey: string): SealedKey {
      const dataKey = randomBytes(32)
      try {
        return {
          key: seal(dataKey, Buffer.from(privateKey, 'utf8'), `key:${userId}`),
          dataKey: seal(kek, dataKey, `dek:${userId}`),
        }
      } finally {
        dataKey.fill(0)
      }
    },
    /** Opens a sealed key for one use; callers drop the result as soon as they have signed. */
    open(userId: string, sealed: SealedKey): `0x${string}` {
      let dataKey: Buffer | undefined
      try {
        dataKey = open(kek, sealed.dataKey, `dek:${userId}`)
        return open(dataKey, sealed.key, `key:${userId}`).toString('utf8') as `0x${string}`
      } catch {
        throw new KeyUnsealError()
      } finally {
        dataKey?.fill(0)
      }
    },
    /** A secret derived from the KEK for hashing codes and tokens (HMAC), never the KEK itself. */
    hmacKey(): Buffer {
      return createHmac('sha256', kek).update('foyer-secure-site:codes').digest()
    },
  }
}

export type Envelope = ReturnType<typeof createEnvelope>
