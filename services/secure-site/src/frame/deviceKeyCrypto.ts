// Device mode's cryptography, in the frame only (WebCrypto): the wallet's key wrapped under a key
// derived (HKDF-SHA-256) from a passkey's PRF output, or from the recovery kit's random secret,
// with AES-256-GCM, a random IV, and the wrapping's version, passkey and wallet as additional data,
// so a wrapping copied to another passkey or wallet does not open. The server stores the results and
// has nothing to open them with.

const VERSION = 'v1'
const KIT_PREFIX = 'foyer-kit-v1-'

export const toB64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const fromB64url = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(
    atob(
      text
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(text.length / 4) * 4, '='),
    ),
    (c) => c.charCodeAt(0),
  )

const utf8 = (text: string) => new TextEncoder().encode(text)

/** What a wrapping is for: a passkey (its credential id) or the recovery kit. */
export type WrapTarget = { passkey: string } | { kit: true }

const labelOf = (target: WrapTarget, address: string) =>
  'passkey' in target
    ? `foyer-device-key:${VERSION}:passkey:${target.passkey}:${address.toLowerCase()}`
    : `foyer-device-key:${VERSION}:kit:${address.toLowerCase()}`

async function wrappingKey(secret: Uint8Array<ArrayBuffer>, label: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: utf8('foyer-device-key'), info: utf8(label) },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

const hexToBytes = (hex: string) =>
  Uint8Array.from(hex.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
const bytesToHex = (bytes: Uint8Array) =>
  `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}` as `0x${string}`

/** Wraps `privateKey` (0x + 64 hex) under `secret` (PRF output or kit secret) for `target` and `address`. */
export async function wrapKey(
  privateKey: `0x${string}`,
  secret: Uint8Array<ArrayBuffer>,
  target: WrapTarget,
  address: string,
): Promise<string> {
  const label = labelOf(target, address)
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const plain = hexToBytes(privateKey)
  try {
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: utf8(label) },
      await wrappingKey(secret, label),
      plain,
    )
    return `${VERSION}.${toB64url(iv)}.${toB64url(new Uint8Array(sealed))}`
  } finally {
    plain.fill(0)
  }
}

/** Opens a wrapping; undefined when it does not open (another secret, passkey, wallet, or tampering). */
export async function unwrapKey(
  wrapped: string,
  secret: Uint8Array<ArrayBuffer>,
  target: WrapTarget,
  address: string,
): Promise<`0x${string}` | undefined> {
  const [version, iv, body] = wrapped.split('.')
  if (version !== VERSION || !iv || !body) return undefined
  const label = labelOf(target, address)
  try {
    const plain = new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromB64url(iv), additionalData: utf8(label) },
        await wrappingKey(secret, label),
        fromB64url(body),
      ),
    )
    const key = bytesToHex(plain)
    plain.fill(0)
    return key
  } catch {
    return undefined
  }
}

/** A new recovery secret (32 random bytes) and the kit's text the visitor saves. */
export function newRecoveryKit(
  address: string,
  appOrigin: string,
): { secret: Uint8Array<ArrayBuffer>; text: string } {
  const secret = crypto.getRandomValues(new Uint8Array(32))
  const text = [
    'Foyer wallet recovery kit',
    `Wallet: ${address}`,
    `Made on: ${appOrigin}`,
    `Secret: ${KIT_PREFIX}${toB64url(secret)}`,
    '',
  ].join('\n')
  return { secret, text }
}

/** The secret in a kit's text (pasted or read from its file); undefined when there is none. */
export function kitSecretOf(text: string): Uint8Array<ArrayBuffer> | undefined {
  const match = new RegExp(`${KIT_PREFIX}([A-Za-z0-9_-]{43})`).exec(text)
  return match?.[1] ? fromB64url(match[1]) : undefined
}

/** The text the frame signs with the unwrapped key to show it holds it when it wraps for a new passkey. */
export const wrapProofMessage = (challenge: string) =>
  `Foyer wallet: keep this wallet’s key on a new passkey.\nChallenge: ${challenge}`
