import { generateKeyPairSync, sign } from 'node:crypto'
import { type Idp, LOCAL_CLIENT, OTHER_CLIENT, startIdp } from '@foyer/idp'
import { walkSignIn } from '@foyer/idp/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, DEVICE_B, type Harness, PAGE, SITE } from '../_test/harness.js'
import { createOAuthClient } from './oauthClient.js'
import { loadSocialProviders } from './providers.js'

// The secure site's OAuth client against the real local provider (oidc-provider), in process.
let idp: Idp
let site: Harness
const CALLBACK = `${SITE}/social/callback`
/** The token endpoint's answers can be replaced (a provider that lies about who it is). */
let tokenOverride: ((body: Record<string, unknown>) => Record<string, unknown>) | undefined

beforeAll(async () => {
  idp = await startIdp({ port: 0, redirectUris: [CALLBACK] })
  const oauthFetch = (async (url: string, init?: RequestInit) => {
    const response = await fetch(url, init)
    if (!tokenOverride || !url.endsWith('/token')) return response
    return Response.json(tokenOverride((await response.json()) as Record<string, unknown>))
  }) as unknown as typeof fetch
  site = await createHarness({
    social: loadSocialProviders({ FOYER_SOCIAL_LOCAL_URL: idp.url }),
    oauthFetch,
  })
})
afterAll(async () => {
  await site?.close()
  await idp?.stop()
})

const redirect = async (provider: string, device?: string) => {
  const { status, body } = await site.call('/api/social/redirect', { provider }, device ? { device } : {})
  expect(status).toBe(200)
  return body.uri as string
}
const connect = (uri: URL | string, device?: string) =>
  site.call('/api/social/connect', { uri: String(uri) }, device ? { device } : {})
const userOf = async (sessionToken: string, device?: string) =>
  (await site.call('/api/user', { sessionToken }, device ? { device } : {})).body

/** A whole login: the provider's screens, then the code traded by the secure site. */
async function login(provider: string, walk: Parameters<typeof walkSignIn>[1] = {}) {
  const back = await walkSignIn(await redirect(provider), walk)
  return connect(back)
}

describe('social login against the local provider', () => {
  it('sends the visitor to the provider with PKCE, state and (OpenID Connect) a nonce', async () => {
    const uri = new URL(await redirect('google'))
    expect(uri.origin + uri.pathname).toBe(`${idp.url}/google/auth`)
    expect(uri.searchParams.get('client_id')).toBe(LOCAL_CLIENT.id)
    expect(uri.searchParams.get('redirect_uri')).toBe(CALLBACK)
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    expect(uri.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(uri.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
    expect(uri.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
    const github = new URL(await redirect('github'))
    expect(github.searchParams.get('nonce')).toBeNull()
    expect(github.searchParams.get('scope')).toBe('read:user')
  })

  it('signs in with Google, GitHub, X, Discord, Facebook and Apple, each with its own user name', async () => {
    const names: Record<string, string> = {}
    for (const provider of ['google', 'github', 'x', 'discord', 'facebook', 'apple']) {
      const { status, body } = await login(provider, { person: 'ada-lovelace' })
      expect(status, provider).toBe(200)
      const user = await userOf(body.sessionToken)
      expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(user.email).toBeNull()
      names[provider] = user.userName
    }
    expect(names).toEqual({
      google: 'ada.lovelace@gmail.test',
      github: 'ada-lovelace',
      x: 'ada_lovelace',
      discord: 'ada.lovelace',
      facebook: 'Ada Lovelace',
      apple: 'ada.lovelace@privaterelay.appleid.test',
    })
  })

  it('gives the same person the same wallet at the next login, and another person another one', async () => {
    const first = await userOf((await login('github', { name: 'Katherine Johnson' })).body.sessionToken)
    const again = await userOf((await login('github', { name: 'Katherine Johnson' })).body.sessionToken)
    const other = await userOf((await login('github', { name: 'Dorothy Vaughan' })).body.sessionToken)
    expect(again.address).toBe(first.address)
    expect(first.userName).toBe('katherine-johnson')
    expect(other.address).not.toBe(first.address)
  })

  it('refuses a result used twice, one with another state, and one from another browser', async () => {
    const back = await walkSignIn(await redirect('google'))
    expect((await connect(back)).status).toBe(200)
    const replay = await connect(back)
    expect(replay.body.error).toEqual({
      code: 'SOCIAL_EXPIRED',
      message: 'This sign-in has expired. Start again.',
    })

    const forged = await walkSignIn(await redirect('google'))
    forged.searchParams.set('state', 'x'.repeat(43))
    expect((await connect(forged)).body.error.code).toBe('SOCIAL_EXPIRED')

    const elsewhere = await walkSignIn(await redirect('google'))
    expect((await connect(elsewhere, DEVICE_B)).body.error.code).toBe('SOCIAL_EXPIRED')
    expect((await connect('https://evil.test/social/callback?code=1&state=2')).body.error.code).toBe(
      'SOCIAL_BAD_RESULT',
    )
  })

  it('says the sign-in was cancelled when the visitor cancels or denies', async () => {
    for (const cancelAt of ['login', 'consent'] as const) {
      const { status, body } = await login('google', { cancelAt })
      expect(status).toBe(400)
      expect(body.error).toEqual({ code: 'SOCIAL_CANCELLED', message: 'The sign-in was cancelled' })
    }
  })

  it('expires a login that is not finished within ten minutes', async () => {
    const back = await walkSignIn(await redirect('x'))
    site.clock.now += 10 * 60_000 + 1
    expect((await connect(back)).body.error.code).toBe('SOCIAL_EXPIRED')
  })
})

describe('the OAuth client refuses what a provider must not accept', () => {
  const providers = () => loadSocialProviders({ FOYER_SOCIAL_LOCAL_URL: idp.url })
  const client = () => createOAuthClient(CALLBACK)

  it('refuses a code traded twice and a wrong PKCE verifier', async () => {
    const oauth = client()
    const config = providers().get('google')
    if (!config) throw new Error('no google')
    const pending = oauth.newPending()
    const back = await walkSignIn(await oauth.authorizationUrl(config, pending))
    await expect(oauth.complete(config, back.searchParams, pending)).resolves.toMatchObject({
      userName: 'ada.lovelace@gmail.test',
    })
    await expect(oauth.complete(config, back.searchParams, pending)).rejects.toThrow(/invalid_grant/)

    const second = oauth.newPending()
    const next = await walkSignIn(await oauth.authorizationUrl(config, second))
    await expect(
      oauth.complete(config, next.searchParams, { ...second, codeVerifier: oauth.newPending().codeVerifier }),
    ).rejects.toThrow(/invalid_grant/)
  })

  it('refuses a code issued to another app', async () => {
    const oauth = client()
    const config = providers().get('github')
    if (!config) throw new Error('no github')
    const pending = oauth.newPending()
    const url = new URL(await oauth.authorizationUrl(config, pending))
    url.searchParams.set('client_id', OTHER_CLIENT.id)
    const back = await walkSignIn(url.href)
    expect(back.searchParams.get('code')).toBeTruthy()
    await expect(oauth.complete(config, back.searchParams, pending)).rejects.toThrow(/invalid_grant/)
  })

  it('refuses an ID token for another audience or from another issuer', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    for (const lie of [{ aud: 'someone-else' }, { iss: 'https://accounts.google.com' }]) {
      tokenOverride = (body) => {
        const [, payload = ''] = String(body.id_token).split('.')
        const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...lie }
        const head = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}`
        const signature = sign('sha256', Buffer.from(head), privateKey).toString('base64url')
        return { ...body, id_token: `${head}.${signature}` }
      }
      try {
        const { status, body } = await login('google')
        expect(status).toBe(400)
        expect(body.error.code).toBe('SOCIAL_FAILED')
        expect(body.error.message).toMatch(/^Google sign-in failed/)
        // The reason travels as a value for the page's translated text: the provider's error name only.
        expect(body.error.params).toEqual({ provider: 'Google', reason: expect.any(String) })
        expect(body.error.message).toBe(`Google sign-in failed: ${body.error.params.reason}`)
      } finally {
        tokenOverride = undefined
      }
    }
  })

  it('keeps the page that started the login as the only place its result is posted to', async () => {
    const back = await walkSignIn(await redirect('google'))
    const response = await site.app.request(`/social/callback${back.search}`)
    const html = await response.text()
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(html).toContain(`data-origin="${PAGE}"`)
    const stale = await site.app.request('/social/callback?code=1&state=unknown')
    expect(stale.status).toBe(400)
    expect(await stale.text()).not.toContain('data-origin')
  })
})
