import { testAccounts } from '@foyer/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudApp } from '../app.js'
import { putProject } from '../projects/store.js'
import { createDevnetApp, type DevnetApp } from '../testing/devnetApp.js'
import { TEST_PUBLIC_URL } from '../testing/seededApp.js'
import { SESSION_COOKIE } from './sessions.js'

const signer = privateKeyToAccount(testAccounts[4].privateKey as `0x${string}`)
// A project of its own: one https origin and sessions of at most an hour.
const projectId = 'b1d0000000000000000000000000000a'
const page = 'https://app.example'
const HOUR = 3600

describe('sign in with a wallet is bound to the project', () => {
  let s: DevnetApp
  beforeAll(async () => {
    s = await createDevnetApp()
    await putProject(s.db, {
      projectId,
      name: 'Bound',
      allowedOrigins: [page],
      analyticsEnabled: false,
      maxSessionSeconds: HOUR,
    })
  }, 120_000)
  afterAll(() => s.close())

  const nonce = async () =>
    ((await (await s.app.request(`/v1/sessions/nonce?projectId=${projectId}`)).json()) as { nonce: string })
      .nonce
  async function signIn(
    overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
    options: { headers?: Record<string, string>; url?: string; app?: DevnetApp['app'] } = {},
  ) {
    const text = createSiweMessage({
      address: signer.address,
      chainId: 31337,
      domain: 'app.example',
      uri: page,
      version: '1',
      nonce: await nonce(),
      issuedAt: new Date(),
      ...overrides,
    })
    return (options.app ?? s.app).request(`${options.url ?? ''}/v1/sessions?projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify({ message: text, signature: await signer.signMessage({ message: text }) }),
    })
  }
  const refusal = async (response: Response) => {
    expect(response.status).toBe(401)
    return ((await response.json()) as { message: string }).message
  }

  it("refuses a message for another site even when no Origin header came (a server's relay)", async () => {
    expect(await refusal(await signIn({ domain: 'evil.example', uri: 'https://evil.example' }))).toMatch(
      /URI is not on one of the project's allowed origins/,
    )
    // The URI on the project's origin does not carry a foreign domain along.
    expect(await refusal(await signIn({ domain: 'evil.example' }))).toMatch(
      /domain is not the host of its URI/,
    )
    // Same host, other scheme: not the allowed origin.
    expect(await refusal(await signIn({ uri: 'http://app.example' }))).toMatch(/allowed origins/)
    // And the page that sends it must be the page it names.
    const fromOther = await signIn({}, { headers: { origin: 'https://evil.example' } })
    expect(fromOther.status).toBe(403)
    expect((await signIn({}, { headers: { origin: page } })).status).toBe(200)
    expect((await signIn()).status).toBe(200)
  })

  it('refuses an issuedAt in the future and an expirationTime beyond the project’s longest session', async () => {
    const future = await signIn({ issuedAt: new Date('2099-01-01T00:00:00Z') })
    expect(await refusal(future)).toMatch(/issuedAt is in the future/)
    // A few minutes of clock drift pass.
    expect((await signIn({ issuedAt: new Date(Date.now() + 60_000) })).status).toBe(200)
    const forever = await signIn({ expirationTime: new Date('9999-01-01T00:00:00Z') })
    expect(await refusal(forever)).toMatch(
      /expirationTime is later than this project's longest session \(3600 seconds/,
    )
    const justOver = await signIn({ expirationTime: new Date(Date.now() + (HOUR + 60) * 1000) })
    expect(justOver.status).toBe(401)
  })

  it('caps a session at the project’s maximum, and at 7 days by default', async () => {
    const before = Date.now()
    const response = await signIn()
    const { session } = (await response.json()) as { session: { expiresAt: string } }
    const ends = Date.parse(session.expiresAt)
    expect(ends).toBeGreaterThan(before + (HOUR - 5) * 1000)
    expect(ends).toBeLessThanOrEqual(Date.now() + HOUR * 1000)
    const maxAge = Number(/Max-Age=(\d+)/.exec(response.headers.get('set-cookie') ?? '')?.[1])
    expect(maxAge).toBeGreaterThan(HOUR - 5)
    expect(maxAge).toBeLessThanOrEqual(HOUR)
    // A shorter expirationTime is the session's end.
    const tenMinutes = new Date(Math.floor((Date.now() + 600_000) / 1000) * 1000)
    const shorter = await signIn({ expirationTime: tenMinutes })
    const ending = ((await shorter.json()) as { session: { expiresAt: string } }).session.expiresAt
    expect(ending).toBe(tenMinutes.toISOString())

    // The demo project sets no maximum: 7 days.
    const demoNonce = ((await (await s.call('/v1/sessions/nonce')).json()) as { nonce: string }).nonce
    const week = 7 * 24 * HOUR * 1000
    for (const [expirationTime, status] of [
      [new Date(Date.now() + week + 120_000), 401],
      [undefined, 200],
    ] as const) {
      const text = createSiweMessage({
        address: signer.address,
        chainId: 31337,
        domain: 'localhost:5173',
        uri: 'http://localhost:5173',
        version: '1',
        nonce:
          status === 401
            ? demoNonce
            : ((await (await s.call('/v1/sessions/nonce')).json()) as { nonce: string }).nonce,
        issuedAt: new Date(),
        ...(expirationTime ? { expirationTime } : {}),
      })
      const answer = await s.call('/v1/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: text, signature: await signer.signMessage({ message: text }) }),
      })
      expect(answer.status).toBe(status)
      if (status === 200) {
        const { session } = (await answer.json()) as { session: { expiresAt: string } }
        expect(Math.abs(Date.parse(session.expiresAt) - (Date.now() + week))).toBeLessThan(10_000)
      }
    }
  })

  it('marks the cookie Secure over https, or behind a trusted proxy that says so, and not over http', async () => {
    const cookie = (response: Response) => response.headers.get('set-cookie') ?? ''
    const overHttps = await signIn({}, { url: 'https://cloud.example' })
    expect(cookie(overHttps)).toMatch(new RegExp(`^${SESSION_COOKIE}=[0-9a-f]{64};.*; Secure$`))
    const overHttp = await signIn({}, { url: 'http://cloud.example' })
    expect(cookie(overHttp)).not.toMatch(/Secure/)
    // X-Forwarded-Proto counts only when the operator trusts the proxy.
    const forwarded = { 'x-forwarded-proto': 'https' }
    expect(cookie(await signIn({}, { headers: forwarded }))).not.toMatch(/Secure/)
    const behindProxy = createCloudApp({
      db: s.db,
      publicUrl: TEST_PUBLIC_URL,
      chains: s.chains,
      trustProxy: true,
      onUnexpectedError: () => {},
    })
    expect(cookie(await signIn({}, { headers: forwarded, app: behindProxy }))).toMatch(/; Secure$/)
  })

  it('lists ids, chains and times of an address’s sessions, never their messages or signatures', async () => {
    const { session } = (await (await signIn()).json()) as { session: { id: string; message: string } }
    expect(session.message).toMatch(/app.example wants you to sign in/)
    const listed = await s.app.request(`/v1/sessions/${signer.address}?projectId=${projectId}`)
    const { sessions } = (await listed.json()) as { sessions: Record<string, unknown>[] }
    const mine = sessions.find((entry) => entry.id === session.id)
    expect(mine).toBeDefined()
    expect(Object.keys(mine ?? {}).sort()).toEqual([
      'address',
      'chainId',
      'domain',
      'expiresAt',
      'id',
      'issuedAt',
    ])
    expect(JSON.stringify(sessions)).not.toMatch(/signature|wants you to sign in|0x[0-9a-f]{130}/)
  })
})
