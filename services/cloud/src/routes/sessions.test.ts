import { testAccounts } from '@foyer/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetApp, type DevnetApp } from '../testing/devnetApp.js'
import { testSmartAccount } from '../testing/smartAccounts.js'
import { revokeMessage, SESSION_COOKIE } from './sessions.js'

const signer = privateKeyToAccount(testAccounts[2].privateKey as `0x${string}`)
const other = privateKeyToAccount(testAccounts[3].privateKey as `0x${string}`)

describe('sign in with a wallet on the server', () => {
  let s: DevnetApp
  beforeAll(async () => {
    s = await createDevnetApp()
  }, 120_000)
  afterAll(() => s.close())

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    s.call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const nonce = async () => ((await (await s.call('/v1/sessions/nonce')).json()) as { nonce: string }).nonce
  const message = (value: string, overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
    createSiweMessage({
      address: signer.address,
      chainId: 31337,
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      version: '1',
      nonce: value,
      statement: 'Sign in to Foyer Demo',
      issuedAt: new Date(),
      ...overrides,
    })
  async function signIn(overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}, account = signer) {
    const text = message(await nonce(), overrides)
    return post(
      '/v1/sessions',
      { message: text, signature: await account.signMessage({ message: text }) },
      {
        origin: 'http://localhost:5173',
      },
    )
  }

  it('verifies a signed EIP-4361 message, stores the session, lists it and answers the backend check', async () => {
    const response = await signIn()
    expect(response.status, await response.clone().text()).toBe(200)
    const { session, token } = (await response.json()) as {
      session: { id: string; address: string }
      token: string
    }
    expect(session.address).toBe(signer.address.toLowerCase())
    expect(response.headers.get('set-cookie')).toMatch(
      new RegExp(`^${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`),
    )
    const listed = (await (await s.call(`/v1/sessions/${signer.address}?chainId=eip155:31337`)).json()) as {
      sessions: { id: string }[]
    }
    expect(listed.sessions.map((x) => x.id)).toContain(session.id)
    const me = await s.call('/v1/sessions/me', { headers: { authorization: `Bearer ${token}` } })
    expect(((await me.json()) as { session: { id: string } }).session.id).toBe(session.id)
    const byCookie = await s.call('/v1/sessions/me', { headers: { cookie: `${SESSION_COOKIE}=${token}` } })
    expect(byCookie.status).toBe(200)
  })

  it('lets a page send its cookie to the sign-in calls only (the browser refuses the answer otherwise)', async () => {
    const origin = { origin: 'http://localhost:5173' }
    const preflight = await s.call('/v1/sessions/nonce', {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-headers': 'authorization' },
    })
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/)
    const answer = await s.call('/v1/sessions/nonce', { headers: origin })
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    const other = await s.call('/health', { headers: origin })
    expect(other.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('verifies sign-in by a deployed smart account (ERC-1271) and a counterfactual one (ERC-6492)', async () => {
    const owner = privateKeyToAccount(testAccounts[7].privateKey as `0x${string}`)
    const rpcUrl = s.configs[0]?.rpcUrl as string
    for (const deploy of [true, false]) {
      const account = await testSmartAccount(rpcUrl, owner, `sign-in ${deploy}`, deploy)
      const text = message(await nonce(), { address: account.address })
      const response = await post(
        '/v1/sessions',
        { message: text, signature: await account.signMessage(text) },
        { origin: 'http://localhost:5173' },
      )
      expect(response.status, await response.clone().text()).toBe(200)
      expect(((await response.json()) as { session: { address: string } }).session.address).toBe(
        account.address.toLowerCase(),
      )
    }
    // The owner's key signing for someone else's smart account does not pass.
    const stranger = await testSmartAccount(rpcUrl, other, 'sign-in stranger', true)
    const text = message(await nonce(), { address: stranger.address })
    const refused = await post(
      '/v1/sessions',
      { message: text, signature: await owner.signMessage({ message: text }) },
      { origin: 'http://localhost:5173' },
    )
    expect(refused.status).toBe(401)
  })

  it('refuses a used nonce, an unknown or expired one, another domain and a wrong signature', async () => {
    const value = await nonce()
    const text = message(value)
    const signature = await signer.signMessage({ message: text })
    const headers = { origin: 'http://localhost:5173' }
    expect((await post('/v1/sessions', { message: text, signature }, headers)).status).toBe(200)
    const reused = await post('/v1/sessions', { message: text, signature }, headers)
    expect(reused.status).toBe(401)
    expect(((await reused.json()) as { message: string }).message).toMatch(
      /nonce is unknown, already used or expired/,
    )

    const expired = await nonce()
    await s.db.query(`UPDATE siwx_nonces SET expires_at = now() - interval '1 second' WHERE nonce = $1`, [
      expired,
    ])
    const late = message(expired)
    expect(
      (
        await post(
          '/v1/sessions',
          { message: late, signature: await signer.signMessage({ message: late }) },
          headers,
        )
      ).status,
    ).toBe(401)

    const elsewhere = await signIn({ domain: 'evil.example' })
    expect(((await elsewhere.json()) as { message: string }).message).toMatch(/domain is not the host/)

    const forged = message(await nonce())
    const wrong = await post(
      '/v1/sessions',
      { message: forged, signature: await other.signMessage({ message: forged }) },
      headers,
    )
    expect(wrong.status).toBe(401)
    expect(((await wrong.json()) as { message: string }).message).toMatch(/does not match the account/)

    const stale = await signIn({ expirationTime: new Date(Date.now() - 60_000) })
    expect(stale.status).toBe(401)
  })

  it('answers bad input with 400 naming the field', async () => {
    for (const body of [{}, { message: 'hello', signature: '0x00' }, { message: 'x', signature: 'nothex' }]) {
      const response = await post('/v1/sessions', body)
      expect(response.status).toBe(400)
    }
    expect((await s.call('/v1/sessions/not-an-address')).status).toBe(400)
    expect((await s.call('/v1/sessions/me')).status).toBe(401)
  })

  it('ends a session by the address’s signature or the session’s token; it is no longer listed or accepted', async () => {
    const first = (await (await signIn()).json()) as { session: { id: string }; token: string }
    const second = (await (await signIn()).json()) as { session: { id: string }; token: string }
    const forged = await post(`/v1/sessions/${signer.address}/revoke`, {
      pci: first.session.id,
      signature: await other.signMessage({ message: revokeMessage(first.session.id) }),
    })
    expect(forged.status).toBe(401)
    const signed = await post(`/v1/sessions/${signer.address}/revoke`, {
      pci: first.session.id,
      signature: await signer.signMessage({ message: revokeMessage(first.session.id) }),
    })
    expect(signed.status).toBe(200)
    const byToken = await post(
      `/v1/sessions/${signer.address}/revoke`,
      { pci: second.session.id },
      {
        authorization: `Bearer ${second.token}`,
      },
    )
    expect(byToken.status).toBe(200)
    const listed = (await (await s.call(`/v1/sessions/${signer.address}`)).json()) as {
      sessions: { id: string }[]
    }
    expect(listed.sessions.map((x) => x.id)).not.toContain(first.session.id)
    expect(listed.sessions.map((x) => x.id)).not.toContain(second.session.id)
    expect(
      (await s.call('/v1/sessions/me', { headers: { authorization: `Bearer ${first.token}` } })).status,
    ).toBe(401)
  })
})
