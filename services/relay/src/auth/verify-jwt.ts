import { createPublicKey, verify } from 'node:crypto'
import { z } from 'zod'
import { RelayAuthError } from '../errors.js'
import { decodeDidKey } from './did-key.js'

/** How far a client's clock may run ahead before its token counts as not yet valid. */
export const JWT_CLOCK_SKEW_SECONDS = 60
/** Longest token lifetime accepted: the SDK signs its relay tokens for one day. */
const MAX_JWT_LIFETIME_SECONDS = 24 * 60 * 60

const base64Url = /^[A-Za-z0-9_-]+$/

const headerSchema = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT') })
const payloadSchema = z.object({
  iss: z.string().startsWith('did:key:z'),
  sub: z.string().min(1),
  aud: z.string().min(1),
  iat: z.number().int().nonnegative(),
  exp: z.number().int().nonnegative(),
})

/** The verified claims of a relay auth token. */
export interface RelayJwtClaims {
  /** The client's did:key; the relay uses it as the client id. */
  iss: string
  sub: string
  aud: string
  iat: number
  exp: number
}

export interface VerifyRelayJwtOptions {
  /** Current time in milliseconds; defaults to Date.now(). */
  now?: number
  /** Accepted clock skew for `iat`, in seconds. */
  clockSkewSeconds?: number
}

function invalid(details: string): RelayAuthError {
  return new RelayAuthError('AUTH_INVALID', 'JWT validation error: JWT Token is invalid', { details })
}

function decodeJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

/**
 * Verifies the ed25519 JWT a WalletConnect client sends as `?auth=`: header {alg: EdDSA, typ: JWT},
 * `iss` a did:key whose key signed `header.payload`, and `iat`/`exp` around the current time.
 * Throws a RelayAuthError whose shortMessage is the 401 body.
 */
export function verifyRelayJwt(token: string, options: VerifyRelayJwtOptions = {}): RelayJwtClaims {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts.every((part) => base64Url.test(part))) {
    throw invalid('expected three base64url segments separated by dots')
  }
  const [headerSegment = '', payloadSegment = '', signatureSegment = ''] = parts
  const header = headerSchema.safeParse(decodeJson(headerSegment))
  if (!header.success) throw invalid('the header must be {"alg":"EdDSA","typ":"JWT"}')
  const payload = payloadSchema.safeParse(decodeJson(payloadSegment))
  if (!payload.success) {
    throw invalid(
      `bad claims: ${payload.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    )
  }
  const publicKey = decodeDidKey(payload.data.iss)
  if (!publicKey) throw invalid('iss is not the did:key of an ed25519 public key')
  const signature = Buffer.from(signatureSegment, 'base64url')
  if (signature.length !== 64) throw invalid('an ed25519 signature has 64 bytes')

  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  const signed = Buffer.from(`${headerSegment}.${payloadSegment}`, 'utf8')
  if (!verify(null, signed, key, signature)) throw invalid('the signature does not match the iss key')

  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000)
  const skew = options.clockSkewSeconds ?? JWT_CLOCK_SKEW_SECONDS
  const { iat, exp } = payload.data
  if (exp < iat) throw invalid('exp is before iat')
  // A token valid for years could be replayed for years; the SDK asks for a new one every day.
  if (exp - iat > MAX_JWT_LIFETIME_SECONDS + skew) {
    throw invalid(`lifetime ${exp - iat} s is over ${MAX_JWT_LIFETIME_SECONDS} s`)
  }
  if (iat > nowSeconds + skew) {
    throw new RelayAuthError('AUTH_NOT_YET_VALID', 'JWT validation error: JWT Token is not yet valid', {
      details: `iat ${iat} is after now ${nowSeconds} plus ${skew} s of clock skew`,
    })
  }
  if (exp <= nowSeconds) {
    throw new RelayAuthError('AUTH_EXPIRED', 'JWT validation error: JWT Token is expired', {
      details: `exp ${exp} is not after now ${nowSeconds}`,
    })
  }
  return payload.data
}
