import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

// A software authenticator for the service tests: it makes the same registration and assertion JSON a
// browser sends (packed-free 'none' attestation, ES256 keys, user verified), built byte for byte as
// WebAuthn says, so the real verifier (@simplewebauthn/server) checks it. The browser tests use
// Chromium's own virtual authenticator instead.

interface Credential {
  id: Buffer
  key: KeyObject
  userHandle: string
  counter: number
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

export function createSoftAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname
  const credentials: Credential[] = []
  // `top`: the page that embeds the frame (a cross-origin frame's assertion names it, as Chromium's do).
  const clientData = (type: string, challenge: string, at = origin, top?: string) =>
    Buffer.from(
      JSON.stringify(
        top
          ? { type, challenge, origin: at, crossOrigin: true, topOrigin: top }
          : { type, challenge, origin: at, crossOrigin: false },
      ),
    )
  const counterBytes = (counter: number) => {
    const bytes = Buffer.alloc(4)
    bytes.writeUInt32BE(counter)
    return bytes
  }
  return {
    credentials,
    /** A new discoverable credential for `options` (the server's registration options). */
    create(
      options: { challenge: string; user: { id: string } },
      at?: { origin?: string; topOrigin?: string },
    ) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' })
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ])
      const id = randomBytes(32)
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        counterBytes(0),
        Buffer.alloc(16),
        Buffer.from([0, id.length]),
        id,
        Buffer.from(isoCBOR.encode(cose as never)),
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      )
      credentials.push({ id, key: privateKey, userHandle: options.user.id, counter: 0 })
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, at?.origin, at?.topOrigin)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
      }
    },
    /** An assertion over `challenge` by `credential` (the last one made, by default). */
    get(
      challenge: string,
      credential = credentials.at(-1) as Credential,
      at?: { origin?: string; topOrigin?: string },
    ) {
      credential.counter++
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), counterBytes(credential.counter)])
      const data = clientData('webauthn.get', challenge, at?.origin, at?.topOrigin)
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.key)
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle: credential.userHandle,
        },
      }
    },
  }
}
