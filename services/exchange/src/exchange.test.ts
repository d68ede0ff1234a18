import { openDb } from '@foyer/cloud/db'
import { addresses, type DevnetChainId, exchangeHotWalletAddress } from '@foyer/devnet'
import { type Devnet, startDevnet } from '@foyer/devnet/node'
import { createPublicClient, erc20Abi, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_LOGIN } from './logins.js'
import { exchangeMigrations } from './migrations.js'
import { startExchange } from './server.js'
import { REASONS, SESSION_TTL_MS } from './sessions.js'

let devnet: Devnet
let exchange: Awaited<ReturnType<typeof startExchange>>
let clock = Date.now()
const rpc = (chainId: DevnetChainId) => devnet.chains.find((chain) => chain.id === chainId)?.rpcUrl as string
const chainClient = (chainId: DevnetChainId) => createPublicClient({ transport: http(rpc(chainId)) })
const usdcA = `eip155:31337/erc20:${addresses[31337].usdc}`

beforeAll(async () => {
  devnet = await startDevnet({ ports: { a: 0, b: 0 } })
  const db = await openDb({ memory: true, migrations: exchangeMigrations })
  exchange = await startExchange({
    port: 0,
    db,
    rpcUrls: { 31337: rpc(31337), 31338: rpc(31338) },
    confirmWaitMs: 300,
    now: () => clock,
  })
  await exchange.ready
}, 180_000)

afterAll(async () => {
  await exchange?.stop()
  await exchange?.db.close()
  await devnet?.stop()
})

const freshRecipient = () => privateKeyToAccount(generatePrivateKey()).address
const api = (path: string, init?: RequestInit) => fetch(`${exchange.url}${path}`, init)
const post = (path: string, body: unknown) =>
  api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const form = (path: string, values: Record<string, string>, cookie = '') =>
  api(path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(values).toString(),
  })

async function createSession(asset: string, amount: string, recipient: string) {
  const response = await post('/api/sessions', { asset, amount, recipient })
  expect(response.status).toBe(201)
  return (await response.json()) as { sessionId: string; url: string; status: string; expiresAt: string }
}
const status = async (sessionId: string) =>
  (await (await api(`/api/sessions/${sessionId}`)).json()) as Record<string, string>

/** Logs in as the test account on the session's checkout; resolves the Cookie header to send. */
async function logIn(sessionId: string): Promise<string> {
  const response = await form(`/pay/${sessionId}/login`, TEST_LOGIN)
  expect(response.status).toBe(303)
  const cookie = response.headers.get('set-cookie') ?? ''
  expect(cookie).toMatch(/HttpOnly/)
  expect(cookie).toMatch(/SameSite=Lax/)
  return cookie.split(';')[0] as string
}
const usdcOf = (owner: `0x${string}`) =>
  chainClient(31337).readContract({
    address: addresses[31337].usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

describe('the exchange API', () => {
  it('says who it is and what it pays out: ETH, USDC and FOY on both devnet chains', async () => {
    const info = await (await api('/api/info')).json()
    expect(info).toMatchObject({ id: 'foyer-exchange', name: 'Foyer Exchange (test)' })
    expect(info.imageUrl).toBe(`${exchange.url}/logo.svg`)
    expect((await api('/logo.svg')).headers.get('content-type')).toBe('image/svg+xml')
    expect(info.assets).toContainEqual({ asset: usdcA, symbol: 'USDC', name: 'USD Coin', decimals: 6 })
    expect(info.assets.map((entry: { asset: string }) => entry.asset)).toEqual(
      expect.arrayContaining([
        'eip155:31337/slip44:60',
        'eip155:31338/slip44:60',
        `eip155:31338/erc20:${addresses[31338].usdc}`,
      ]),
    )
  })

  it('creates a session with a random id and a checkout URL, and refuses what it cannot pay', async () => {
    const recipient = `eip155:31337:${freshRecipient()}`
    const a = await createSession(usdcA.toLowerCase(), '10000000', recipient)
    const b = await createSession(usdcA, '10000000', recipient)
    expect(a.sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(a.sessionId).not.toBe(b.sessionId)
    expect(a.url).toBe(`${exchange.url}/pay/${a.sessionId}`)
    expect(new Date(a.expiresAt).getTime() - clock).toBe(SESSION_TTL_MS)
    expect(await status(a.sessionId)).toMatchObject({
      status: 'IN_PROGRESS',
      stage: 'awaiting_confirmation',
      asset: usdcA,
      amount: '10000000',
    })

    const refused = async (body: unknown) => {
      const response = await post('/api/sessions', body)
      expect(response.status).toBe(400)
      return response.json()
    }
    await expect(
      refused({ asset: 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', amount: '1', recipient }),
    ).resolves.toEqual({
      code: 'ASSET_NOT_SUPPORTED',
      message: 'The asset eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48 is not supported',
    })
    await expect(refused({ asset: usdcA, amount: '0x10', recipient })).resolves.toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringMatching(/^amount: /),
    })
    await expect(refused({ asset: usdcA, amount: '0', recipient })).resolves.toMatchObject({
      code: 'INVALID_REQUEST',
    })
    await expect(
      refused({ asset: usdcA, amount: '1', recipient: `eip155:31338:${freshRecipient()}` }),
    ).resolves.toMatchObject({ message: expect.stringContaining('expected an account on eip155:31337') })
    await expect(refused([1])).resolves.toMatchObject({ message: 'expected a JSON object' })
    const notJson = await api('/api/sessions', { method: 'POST', body: '{' })
    expect(notJson.status).toBe(400)
    expect((await api('/api/sessions/unknown')).status).toBe(404)
    const large = await post('/api/sessions', {
      asset: usdcA,
      amount: '1',
      recipient,
      pad: 'x'.repeat(20_000),
    })
    expect(large.status).toBe(413)
  })
})

describe('the checkout', () => {
  it('shows the payment, signs in the test account, and Confirm sends the USDC on chain once', async () => {
    const to = freshRecipient()
    const session = await createSession(usdcA, '10000000', `eip155:31337:${to}`)
    const first = await (await api(`/pay/${session.sessionId}`)).text()
    expect(first).toContain('<h1>Pay 10 USDC</h1>')
    expect(first).toContain(to)
    expect(first).toContain(`Test account: ${TEST_LOGIN.email}`)
    expect(first).toContain('<label for="password">Password</label>')

    const wrong = await form(`/pay/${session.sessionId}/login`, { email: TEST_LOGIN.email, password: 'nope' })
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).toContain('The email or password is wrong.')
    // Confirm without a login sends nothing.
    expect((await form(`/pay/${session.sessionId}/confirm`, {})).status).toBe(401)

    const cookie = await logIn(session.sessionId)
    const signedIn = await (await api(`/pay/${session.sessionId}`, { headers: { cookie } })).text()
    expect(signedIn).toContain('Your exchange balance: 100000 USDC.')
    expect(signedIn).toContain('>Confirm payment</button>')

    const hotBefore = await usdcOf(exchangeHotWalletAddress)
    const confirmed = await form(`/pay/${session.sessionId}/confirm`, {}, cookie)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(`/pay/${session.sessionId}`)
    const done = await status(session.sessionId)
    expect(done).toMatchObject({ status: 'SUCCESS', stage: 'done' })
    const receipt = await chainClient(31337).getTransactionReceipt({ hash: done.txHash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(exchangeHotWalletAddress.toLowerCase())
    expect(await usdcOf(to)).toBe(10_000_000n)
    expect(hotBefore - (await usdcOf(exchangeHotWalletAddress))).toBe(10_000_000n)
    const paid = await (await api(`/pay/${session.sessionId}`, { headers: { cookie } })).text()
    expect(paid).toContain('<h1>Payment sent</h1>')
    expect(paid).toContain(done.txHash)

    // A replayed confirm pays nothing more, and the account was debited once.
    expect((await form(`/pay/${session.sessionId}/confirm`, {}, cookie)).status).toBe(303)
    expect(await usdcOf(to)).toBe(10_000_000n)
    const next = await createSession(usdcA, '1', `eip155:31337:${to}`)
    const balance = await (await api(`/pay/${next.sessionId}`, { headers: { cookie } })).text()
    expect(balance).toContain('Your exchange balance: 99990 USDC.')
  })

  it('pays native coin on the sidechain too', async () => {
    const to = freshRecipient()
    const session = await createSession('eip155:31338/slip44:60', '1500000000000000000', `eip155:31338:${to}`)
    await form(`/pay/${session.sessionId}/confirm`, {}, await logIn(session.sessionId))
    expect(await status(session.sessionId)).toMatchObject({ status: 'SUCCESS' })
    expect(await chainClient(31338).getBalance({ address: to })).toBe(1_500_000_000_000_000_000n)
  })

  it('stays IN_PROGRESS with the hash while the withdrawal is pending, and SUCCESS once it is mined', async () => {
    const to = freshRecipient()
    const session = await createSession(usdcA, '2500000', `eip155:31337:${to}`)
    const cookie = await logIn(session.sessionId)
    const node = chainClient(31337)
    await node.request({ method: 'evm_setAutomine', params: [false] } as never)
    try {
      expect((await form(`/pay/${session.sessionId}/confirm`, {}, cookie)).status).toBe(303)
      const pending = await status(session.sessionId)
      expect(pending).toMatchObject({
        status: 'IN_PROGRESS',
        stage: 'sending',
        txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      })
      expect(await (await api(`/pay/${session.sessionId}`)).text()).toContain('<h1>Sending your payment</h1>')
      await node.request({ method: 'evm_mine', params: [] } as never)
    } finally {
      await node.request({ method: 'evm_setAutomine', params: [true] } as never)
    }
    expect(await status(session.sessionId)).toMatchObject({ status: 'SUCCESS' })
    expect(await usdcOf(to)).toBe(2_500_000n)
  })

  it('Cancel ends the session FAILED with its reason, and nothing is sent after', async () => {
    const to = freshRecipient()
    const session = await createSession(usdcA, '1000000', `eip155:31337:${to}`)
    const cancelled = await form(`/pay/${session.sessionId}/cancel`, {})
    expect(cancelled.status).toBe(303)
    expect(await status(session.sessionId)).toEqual(
      expect.objectContaining({ status: 'FAILED', reason: REASONS.cancelled }),
    )
    expect(await (await api(`/pay/${session.sessionId}`)).text()).toContain(REASONS.cancelled)
    await form(`/pay/${session.sessionId}/confirm`, {}, await logIn(session.sessionId))
    expect(await status(session.sessionId)).toMatchObject({ status: 'FAILED' })
    expect(await usdcOf(to)).toBe(0n)
  })

  it('expires a session nobody confirmed after 30 minutes', async () => {
    const to = freshRecipient()
    const session = await createSession(usdcA, '1000000', `eip155:31337:${to}`)
    const cookie = await logIn(session.sessionId)
    clock += SESSION_TTL_MS
    try {
      expect(await status(session.sessionId)).toMatchObject({ status: 'FAILED', reason: REASONS.expired })
      await form(`/pay/${session.sessionId}/confirm`, {}, cookie)
    } finally {
      clock -= SESSION_TTL_MS
    }
    expect(await status(session.sessionId)).toMatchObject({ status: 'FAILED', reason: REASONS.expired })
    expect(await usdcOf(to)).toBe(0n)
  })

  it('refuses a payment over the balance and keeps the session open', async () => {
    const session = await createSession(usdcA, '100000000000000', `eip155:31337:${freshRecipient()}`)
    const response = await form(`/pay/${session.sessionId}/confirm`, {}, await logIn(session.sessionId))
    expect(response.status).toBe(402)
    expect(await response.text()).toContain('Your exchange balance is too low for this payment.')
    expect(await status(session.sessionId)).toMatchObject({
      status: 'IN_PROGRESS',
      stage: 'awaiting_confirmation',
    })
  })

  it('refuses posts from another site and cannot be framed', async () => {
    const session = await createSession(usdcA, '1', `eip155:31337:${freshRecipient()}`)
    const response = await api(`/pay/${session.sessionId}/cancel`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(await status(session.sessionId)).toMatchObject({ status: 'IN_PROGRESS' })
    const page = await api(`/pay/${session.sessionId}`)
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
    expect((await api('/pay/unknown-session')).status).toBe(404)
  })
})
