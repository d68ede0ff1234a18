import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { RelayAuthError } from '../errors.js'
import { createRelayClientKey, signRelayJwt } from './sign-jwt.js'
import { verifyRelayJwt } from './verify-jwt.js'

const aud = 'ws://127.0.0.1:4001'

function expectAuthError(run: () => unknown, code: RelayAuthError['code'], message: string): void {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(RelayAuthError)
    expect((error as RelayAuthError).code).toBe(code)
    expect((error as RelayAuthError).shortMessage).toBe(message)
    return
  }
  throw new Error('expected a RelayAuthError')
}

describe('verifyRelayJwt', () => {
  it('accepts a token made by the SDK’s own @walletconnect/relay-auth signJWT', async () => {
    const keyPair = generateKeyPair()
    const token = await signJWT('a-random-sub', aud, 86_400, keyPair)
    const claims = verifyRelayJwt(token)
    expect(claims).toMatchObject({ sub: 'a-random-sub', aud })
    expect(claims.iss).toMatch(/^did:key:z6Mk/)
  })

  it('accepts a token from signRelayJwt and returns the did:key as iss', () => {
    const key = createRelayClientKey()
    expect(verifyRelayJwt(signRelayJwt({ key, aud })).iss).toBe(key.clientId)
  })

  it('refuses an expired token', () => {
    const token = signRelayJwt({ key: createRelayClientKey(), aud, iat: 1_000, ttl: 60 })
    expectAuthError(() => verifyRelayJwt(token), 'AUTH_EXPIRED', 'JWT validation error: JWT Token is expired')
  })

  it('refuses a token that lives longer than a day (the SDK signs for one day), accepts one day', () => {
    const key = createRelayClientKey()
    const century = signRelayJwt({ key, aud, ttl: 100 * 365 * 86_400 })
    expectAuthError(
      () => verifyRelayJwt(century),
      'AUTH_INVALID',
      'JWT validation error: JWT Token is invalid',
    )
    expect(verifyRelayJwt(signRelayJwt({ key, aud, ttl: 86_400 })).iss).toBe(key.clientId)
  })

  it('refuses a token issued in the future beyond the clock skew, accepts one within it', () => {
    const now = Math.floor(Date.now() / 1000)
    const key = createRelayClientKey()
    expectAuthError(
      () => verifyRelayJwt(signRelayJwt({ key, aud, iat: now + 600 })),
      'AUTH_NOT_YET_VALID',
      'JWT validation error: JWT Token is not yet valid',
    )
    expect(verifyRelayJwt(signRelayJwt({ key, aud, iat: now + 30 })).iss).toBe(key.clientId)
  })

  it('refuses a signature made by another key than iss', () => {
    const [signer, claimed] = [createRelayClientKey(), createRelayClientKey()]
    const good = signRelayJwt({ key: signer, aud }).split('.')
    const forged = signRelayJwt({ key: claimed, aud }).split('.')
    const token = [forged[0], forged[1], good[2]].join('.')
    expectAuthError(() => verifyRelayJwt(token), 'AUTH_INVALID', 'JWT validation error: JWT Token is invalid')
  })

  it.each([
    ['not a jwt', 'hello'],
    ['two segments', 'a.b'],
    ['non-base64url characters', 'a+b.c.d'],
    [
      'header with another alg',
      `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.e30.AAAA`,
    ],
    [
      'payload without claims',
      `${Buffer.from('{"alg":"EdDSA","typ":"JWT"}').toString('base64url')}.e30.AAAA`,
    ],
  ])('refuses a malformed token (%s)', (_, token) => {
    expectAuthError(() => verifyRelayJwt(token), 'AUTH_INVALID', 'JWT validation error: JWT Token is invalid')
  })

  it('refuses an iss that is not an ed25519 did:key', () => {
    const key = createRelayClientKey()
    const [header, , signature] = signRelayJwt({ key, aud }).split('.')
    const iat = Math.floor(Date.now() / 1000)
    const payload = Buffer.from(
      JSON.stringify({
        iss: 'did:key:z6LSbysY2xFMRpGMhb7tFTLMpeuPRaqaWM1yECx2AtzE3KCc',
        sub: 's',
        aud,
        iat,
        exp: iat + 60,
      }),
    ).toString('base64url')
    expectAuthError(
      () => verifyRelayJwt(`${header}.${payload}.${signature}`),
      'AUTH_INVALID',
      'JWT validation error: JWT Token is invalid',
    )
  })
})
