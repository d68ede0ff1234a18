import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { bitcoinSigner, chains, solanaSigner } from './_test/keys.js'
import { createCloudSiwx } from './cloudSiwx.js'
import { parseSIWXMessage } from './message.js'
import { SIWXError } from './types.js'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

/**
 * The cloud's session calls as services/cloud answers them (routes/sessions.ts), recorded; `answer` may
 * replace the answer to a path (a different or broken service).
 */
function fakeCloud(answer: (path: string) => Response | undefined = () => undefined) {
  const calls: { method: string; path: string; body?: unknown; auth?: string | null }[] = []
  const sessions: { id: string; address: string; chainId: string; message: string; signature: string }[] = []
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input))
    const body = init.body ? JSON.parse(String(init.body)) : undefined
    const auth = new Headers(init.headers).get('authorization')
    calls.push({ method: init.method ?? 'GET', path: `${url.pathname}?${url.searchParams}`, body, auth })
    const replaced = answer(url.pathname)
    if (replaced) return replaced
    if (url.pathname === '/v1/sessions/nonce')
      return Response.json({ nonce: 'n0nceN0nce123456', expiresAt: 'x' })
    if (url.pathname === '/v1/sessions' && init.method === 'POST') {
      if (!String(body.message).includes('n0nceN0nce123456'))
        return Response.json(
          { message: 'The nonce is unknown, already used or expired: ask for a new one' },
          { status: 401 },
        )
      // As the cloud does: the account and chain are the signed message's own.
      const { accountAddress, chainId } = parseSIWXMessage(String(body.message))
      sessions.push({ id: 'a'.repeat(24), address: accountAddress, chainId, ...body })
      return Response.json({ session: sessions.at(-1), token: 'f'.repeat(64) })
    }
    if (url.pathname.endsWith('/revoke')) {
      sessions.splice(0)
      return Response.json({ revoked: true })
    }
    if (url.pathname === '/v1/sessions/me')
      return sessions[0] && auth === `Bearer ${'f'.repeat(64)}`
        ? Response.json({ session: sessions[0] })
        : Response.json({ message: 'No valid sign-in session' }, { status: 401 })
    return Response.json({ sessions })
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** Signs `account` in on eip155:1 through `cloud`. */
async function signIn(cloud: ReturnType<typeof fakeCloud>, storage = memoryStorage()) {
  const siwx = createCloudSiwx({
    apiUrl: 'http://cloud.test',
    projectId: 'p1',
    fetch: cloud.fetch,
    storage,
    domain: 'app.example',
    uri: 'https://app.example',
  })
  const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
  const text = message.toString()
  await siwx.addSession({
    data: message,
    message: text,
    signature: await account.signMessage({ message: text }),
  })
  return siwx
}

/** What a caller can tell of a rejection: it must be a SIWXError. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(SIWXError)
  const { code, messageId, details } = error as SIWXError
  return { code, messageId, details }
}

describe('createCloudSiwx', () => {
  it('signs in with the server’s nonce, finds this browser’s session, revokes it with the session token', async () => {
    const cloud = fakeCloud()
    const storage = memoryStorage()
    const siwx = createCloudSiwx({
      apiUrl: 'http://cloud.test/',
      projectId: 'p1',
      fetch: cloud.fetch,
      storage,
      domain: 'app.example',
      uri: 'https://app.example',
    })
    // Nothing held yet: no call at all.
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    expect(message.nonce).toBe('n0nceN0nce123456')
    const text = message.toString()
    await siwx.addSession({
      data: message,
      message: text,
      signature: await account.signMessage({ message: text }),
    })
    expect(siwx.token()).toBe('f'.repeat(64))
    const listed = await siwx.getSessions('eip155:1', account.address)
    expect(listed[0]?.data.accountAddress).toBe(account.address)
    // Another account or chain is not signed in by this session.
    expect(await siwx.getSessions('eip155:10', account.address)).toEqual([])
    await siwx.revokeSession('eip155:1', account.address)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    expect(cloud.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/sessions/nonce?projectId=p1',
      'POST /v1/sessions?projectId=p1',
      'GET /v1/sessions/me?projectId=p1',
      `POST /v1/sessions/${account.address}/revoke?projectId=p1`,
    ])
    expect(cloud.calls.at(-1)).toMatchObject({
      body: { pci: 'a'.repeat(24) },
      auth: `Bearer ${'f'.repeat(64)}`,
    })
  })

  it('signs a Solana and a Bitcoin account in with their own message formats and signatures', async () => {
    for (const [chainId, signer, heading] of [
      [chains.solana, solanaSigner(0), 'Solana'],
      [chains.bitcoinRegtest, bitcoinSigner(0), 'Bitcoin'],
    ] as const) {
      const cloud = fakeCloud()
      const siwx = createCloudSiwx({
        apiUrl: 'http://cloud.test',
        projectId: 'p1',
        fetch: cloud.fetch,
        storage: memoryStorage(),
        domain: 'app.example',
        uri: 'https://app.example',
      })
      const message = await siwx.createMessage({ accountAddress: signer.address, chainId })
      const text = message.toString()
      expect(text.split('\n')[0]).toBe(`app.example wants you to sign in with your ${heading} account:`)
      expect(text).toContain(`Chain ID: ${chainId.split(':')[1]}`)
      await siwx.addSession({ data: message, message: text, signature: signer.signMessage(text) })
      const [session] = await siwx.getSessions(chainId, signer.address)
      expect(session?.data).toMatchObject({
        accountAddress: signer.address,
        chainId,
        nonce: 'n0nceN0nce123456',
      })
      await siwx.revokeSession(chainId, signer.address)
      expect(cloud.calls.at(-1)?.path).toBe(`/v1/sessions/${signer.address}/revoke?projectId=p1`)
      expect(await siwx.getSessions(chainId, signer.address)).toEqual([])
    }
  })

  it('holds a Solana session for its exact address: base58 is case-sensitive', async () => {
    const cloud = fakeCloud()
    const signer = solanaSigner(1)
    const siwx = createCloudSiwx({
      apiUrl: 'http://cloud.test',
      projectId: 'p1',
      fetch: cloud.fetch,
      storage: memoryStorage(),
      domain: 'app.example',
      uri: 'https://app.example',
    })
    const message = await siwx.createMessage({ accountAddress: signer.address, chainId: chains.solana })
    const text = message.toString()
    await siwx.addSession({ data: message, message: text, signature: signer.signMessage(text) })
    expect(await siwx.getSessions(chains.solana, signer.address.toLowerCase())).toEqual([])
    expect(await siwx.getSessions(chains.solana, signer.address)).toHaveLength(1)
  })

  it('forgets a session the server no longer has (revoked elsewhere)', async () => {
    const cloud = fakeCloud()
    const storage = memoryStorage()
    storage.setItem(
      'foyer:siwx:cloud:p1',
      JSON.stringify({ id: 'b'.repeat(24), address: account.address.toLowerCase(), chainId: 'eip155:1' }),
    )
    const siwx = createCloudSiwx({
      apiUrl: 'http://cloud.test',
      projectId: 'p1',
      fetch: cloud.fetch,
      storage,
    })
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    expect(storage.getItem('foyer:siwx:cloud:p1')).toBeNull()
    expect(cloud.calls).toHaveLength(1)
  })

  it('passes the server’s refusal on as the error text', async () => {
    const cloud = fakeCloud()
    const siwx = createCloudSiwx({
      apiUrl: 'http://cloud.test',
      projectId: 'p1',
      fetch: cloud.fetch,
      storage: memoryStorage(),
      domain: 'a.example',
      uri: 'https://a.example',
    })
    await expect(
      siwx.addSession({ data: {} as never, message: 'stale message', signature: '0x00' }),
    ).rejects.toThrow('The nonce is unknown, already used or expired: ask for a new one')
  })

  // A service that answers something else (a newer, older or broken one) must not yield a sign-in built
  // on a missing nonce, token or session: a SIWXError says which call and which field.
  it('refuses a nonce answer without a nonce', async () => {
    const cloud = fakeCloud((path) =>
      path === '/v1/sessions/nonce' ? Response.json({ nonce: 42 }) : undefined,
    )
    expect(await refusal(signIn(cloud))).toEqual({
      code: 'SIWX',
      messageId: 'somethingWentWrong',
      details: expect.stringMatching(/^GET \/v1\/sessions\/nonce: nonce /),
    })
  })

  it('refuses a sign-in answer without its session and token, and notes no session', async () => {
    const storage = memoryStorage()
    const cloud = fakeCloud((path) =>
      path === '/v1/sessions' ? Response.json({ session: { id: 'a'.repeat(24) } }) : undefined,
    )
    expect(await refusal(signIn(cloud, storage))).toMatchObject({
      messageId: 'somethingWentWrong',
      details: expect.stringMatching(/^POST \/v1\/sessions: session\.address /),
    })
    expect(storage.getItem('foyer:siwx:cloud:p1')).toBeNull()
  })

  it("refuses the browser's session answered without its message", async () => {
    let broken = false
    const cloud = fakeCloud((path) =>
      broken && path === '/v1/sessions/me' ? Response.json({ session: { id: 'a'.repeat(24) } }) : undefined,
    )
    const siwx = await signIn(cloud)
    broken = true
    expect(await refusal(siwx.getSessions('eip155:1', account.address))).toMatchObject({
      messageId: 'somethingWentWrong',
      details: expect.stringMatching(/^GET \/v1\/sessions\/me: session\.address /),
    })
  })
})
