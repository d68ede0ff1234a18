import { addresses } from '@foyer/devnet'
import { exchangeMigrations, startExchange, TEST_LOGIN } from '@foyer/exchange'
import {
  exchangeBuyStatusResultSchema,
  exchangePayUrlResultSchema,
  exchangesResultSchema,
  jsonRpcAnswerSchema,
} from '@foyer/wire'
import { erc20Abi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { openDb } from '../db/open.js'
import { createDevnetApp, type DevnetApp, deadRpcUrl } from '../testing/devnetApp.js'

// Pay's exchange calls on POST /v1/json-rpc, sent exactly as the hosted kit's client sends them (AppKit
// 1.7.4's appkit-pay ApiUtil: `{ jsonrpc: '2.0', id: 1, method, params }`, JSON, projectId in the query),
// against the local exchange running on a devnet.
let s: DevnetApp
let exchange: Awaited<ReturnType<typeof startExchange>>
// The app reads this object per request: the exchange's URL is known once it listens.
const config = { urls: ['http://exchange.test'] as string[] }
const usdc = addresses[31337].usdc
let rpcUrls: { 31337: string; 31338: string }
const startLocalExchange = async () =>
  startExchange({ port: 0, db: await openDb({ memory: true, migrations: exchangeMigrations }), rpcUrls })

beforeAll(async () => {
  s = await createDevnetApp({ exchanges: config })
  const [a, b] = s.devnet.chains
  rpcUrls = { 31337: a?.rpcUrl as string, 31338: b?.rpcUrl as string }
  exchange = await startLocalExchange()
  await exchange.ready
  config.urls = [exchange.url]
}, 180_000)
afterAll(async () => {
  await exchange?.stop()
  await exchange?.db.close()
  await s?.close()
})

async function rpc(
  method: string,
  params: unknown,
  path = '/v1/json-rpc',
  // biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers of many shapes
): Promise<{ status: number; body: any }> {
  const response = await s.call(path, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    headers: { 'Content-Type': 'application/json' },
  })
  return { status: response.status, body: await response.json() }
}

/** The answer parses with the wire schema the client uses, and keeps every field the cloud sent. */
function expectContract(body: unknown, result: z.core.$ZodType) {
  const parsed = z.safeParse(jsonRpcAnswerSchema(result as never), body)
  expect(parsed.success).toBe(true)
  expect(parsed.data).toEqual(body)
}

const recipient = () => privateKeyToAccount(generatePrivateKey()).address
/** The kit's params for `pay({ recipient, amount, paymentAsset })` on chain 31337: amount in whole units. */
const kitPayUrlParams = (to: string, amount: number, asset: string = usdc) => ({
  exchangeId: 'foyer-exchange',
  asset: asset === 'native' ? 'eip155:31337/slip44:60' : `eip155:31337/erc20:${asset}`,
  amount: amount.toString(16),
  recipient: `eip155:31337:${to}`,
})
const sessionAt = async (sessionId: string) =>
  (await (await fetch(`${exchange.url}/api/sessions/${sessionId}`)).json()) as {
    amount: string
    status: string
  }

describe('reown_getExchanges', () => {
  it("lists the local exchange on the kit's first page (0), with its logo", async () => {
    const { status, body } = await rpc('reown_getExchanges', { page: 0 })
    expect(status).toBe(200)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: {
        exchanges: [
          { id: 'foyer-exchange', name: 'Foyer Exchange (test)', imageUrl: `${exchange.url}/logo.svg` },
        ],
        total: 1,
      },
    })
    expectContract(body, exchangesResultSchema)
    expect((await rpc('reown_getExchanges', { page: 1 })).body.result).toEqual({ exchanges: [], total: 1 })
    // Asked for an asset, only the exchanges that pay it out.
    const mainnetUsdc = 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
    expect((await rpc('reown_getExchanges', { page: 0, asset: mainnetUsdc })).body.result.total).toBe(0)
    expect(
      (await rpc('reown_getExchanges', { page: 0, asset: `eip155:31337/erc20:${usdc.toLowerCase()}` })).body
        .result.total,
    ).toBe(1)
  })
})

describe('reown_getExchangePayUrl', () => {
  it("opens a session for the kit's amount in whole units (10 USDC is 'a') and for 0x… smallest units", async () => {
    const to = recipient()
    const { body } = await rpc('reown_getExchangePayUrl', kitPayUrlParams(to, 10))
    expectContract(body, exchangePayUrlResultSchema)
    expect(body.result.url).toBe(`${exchange.url}/pay/${body.result.sessionId}`)
    expect(await sessionAt(body.result.sessionId)).toMatchObject({
      amount: '10000000',
      status: 'IN_PROGRESS',
    })
    const half = await rpc('reown_getExchangePayUrl', kitPayUrlParams(to, 0.5))
    expect(await sessionAt(half.body.result.sessionId)).toMatchObject({ amount: '500000' })
    const fraction = await rpc('reown_getExchangePayUrl', kitPayUrlParams(to, 0.3))
    expect(await sessionAt(fraction.body.result.sessionId)).toMatchObject({ amount: '300000' })
    const eth = await rpc('reown_getExchangePayUrl', kitPayUrlParams(to, 0.25, 'native'))
    expect(await sessionAt(eth.body.result.sessionId)).toMatchObject({ amount: '250000000000000000' })
    const units = await rpc('reown_getExchangePayUrl', { ...kitPayUrlParams(to, 1), amount: '0x989680' })
    expect(await sessionAt(units.body.result.sessionId)).toMatchObject({ amount: '10000000' })
  })

  it("answers an unsupported asset with a JSON-RPC error saying 'is not supported'", async () => {
    const mainnet = {
      ...kitPayUrlParams(recipient(), 10),
      asset: 'eip155:1/erc20:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    }
    const { status, body } = await rpc('reown_getExchangePayUrl', mainnet)
    expect(status).toBe(200)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: {
        code: -32602,
        message:
          'The asset eip155:1/erc20:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48 is not supported by Foyer Exchange (test)',
      },
    })
    expectContract(body, exchangePayUrlResultSchema)
    // The exchange's own check: the recipient on another chain than the asset.
    const wrongChain = await rpc('reown_getExchangePayUrl', {
      ...kitPayUrlParams(recipient(), 1),
      recipient: `eip155:31338:${recipient()}`,
    })
    expect(wrongChain.body.error.message).toContain('expected an account on eip155:31337')
  })

  it('refuses bad params with -32602 naming the field', async () => {
    const good = kitPayUrlParams(recipient(), 1)
    const cases: [unknown, string][] = [
      [{ ...good, amount: '10 USDC' }, 'Invalid params: amount: expected a hex amount'],
      [{ ...good, amount: '0x0' }, 'Invalid params: amount: must be more than 0'],
      [{ ...good, recipient: '0x7099' }, 'Invalid params: recipient: expected a CAIP-10 account'],
      [{ ...good, asset: 'usdc' }, 'Invalid params: asset: expected a CAIP-19 asset'],
      [{ ...good, exchangeId: 'binance' }, 'Invalid params: exchangeId: no exchange binance'],
      [{ ...good, exchangeId: undefined }, 'Invalid params: exchangeId: '],
      [undefined, 'Invalid params: '],
    ]
    for (const [params, message] of cases) {
      const { body } = await rpc('reown_getExchangePayUrl', params)
      expect(body.error.code, message).toBe(-32602)
      expect(body.error.message).toContain(message)
    }
    const page = await rpc('reown_getExchanges', { page: -1 })
    expect(page.body.error).toEqual({ code: -32602, message: 'Invalid params: page: must be 0 or more' })
  })
})

describe('reown_getExchangeBuyStatus', () => {
  async function checkout(url: string, action: 'confirm' | 'cancel') {
    const id = url.split('/').at(-1) as string
    const form = (path: string, values: Record<string, string>, cookie = '') =>
      fetch(`${exchange.url}/pay/${id}/${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams(values).toString(),
      })
    const login = await form('login', TEST_LOGIN)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
    expect((await form(action, {}, cookie)).status).toBe(303)
  }

  it('follows a session from IN_PROGRESS to SUCCESS with the hash, read from the running exchange', async () => {
    const to = recipient()
    const created = (await rpc('reown_getExchangePayUrl', kitPayUrlParams(to, 10))).body.result
    const statusOf = async () =>
      (
        await rpc('reown_getExchangeBuyStatus', {
          sessionId: created.sessionId,
          exchangeId: 'foyer-exchange',
        })
      ).body
    expect((await statusOf()).result).toEqual({ status: 'IN_PROGRESS' })
    await checkout(created.url, 'confirm')
    const done = await statusOf()
    expectContract(done, exchangeBuyStatusResultSchema)
    expect(done.result).toEqual({ status: 'SUCCESS', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    const chain = s.chains.get('eip155:31337').client
    const receipt = await chain.getTransactionReceipt({ hash: done.result.txHash })
    expect(receipt.status).toBe('success')
    expect(
      await chain.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [to] }),
    ).toBe(10_000_000n)
  })

  it('says FAILED with the reason after a cancel, and UNKNOWN for a session the exchange does not know', async () => {
    const created = (await rpc('reown_getExchangePayUrl', kitPayUrlParams(recipient(), 1))).body.result
    await checkout(created.url, 'cancel')
    const cancelled = await rpc('reown_getExchangeBuyStatus', {
      sessionId: created.sessionId,
      exchangeId: 'foyer-exchange',
    })
    expect(cancelled.body.result).toEqual({
      status: 'FAILED',
      reason: 'The payment was cancelled at the exchange.',
    })
    expectContract(cancelled.body, exchangeBuyStatusResultSchema)
    const unknown = await rpc('reown_getExchangeBuyStatus', {
      sessionId: 'x'.repeat(32),
      exchangeId: 'foyer-exchange',
    })
    expect(unknown.body.result).toEqual({ status: 'UNKNOWN' })
  })
})

describe('POST /v1/json-rpc', () => {
  it('answers JSON-RPC errors for an unknown method, a bad request, a batch and a body that is not JSON', async () => {
    expect((await rpc('eth_chainId', [])).body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Method not found: eth_chainId' },
    })
    const post = async (body: string) =>
      (
        await s.call('/v1/json-rpc', {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json' },
        })
      ).json()
    expect((await post('{')).error.code).toBe(-32700)
    expect((await post('[]')).error.code).toBe(-32600)
    expect((await post('{"jsonrpc":"1.0","id":7,"method":"reown_getExchanges"}')).error).toEqual({
      code: -32600,
      message: 'Invalid request: expected jsonrpc "2.0" and a method',
    })
    expect((await post('{"jsonrpc":"2.0","id":"a","method":"toString","params":{}}')).error.code).toBe(-32601)
  })

  it('checks the project like every route, and limits the body to 64 KiB', async () => {
    const response = await s.app.request('/v1/json-rpc', {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'reown_getExchanges', params: { page: 0 } }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized: invalid key' })
    const large = await rpc('reown_getExchanges', { page: 0, pad: 'x'.repeat(70_000) })
    expect(large.status).toBe(413)
  })

  it('says the exchange is unavailable when it does not answer, and leaves it out of the list', async () => {
    const saved = config.urls
    // An exchange the cloud knew that stops answering.
    const gone = await startLocalExchange()
    config.urls = [gone.url]
    try {
      const created = (await rpc('reown_getExchangePayUrl', kitPayUrlParams(recipient(), 1))).body.result
      await gone.stop()
      await gone.db.close()
      const status = await rpc('reown_getExchangeBuyStatus', {
        sessionId: created.sessionId,
        exchangeId: 'foyer-exchange',
      })
      expect(status.body.error).toEqual({
        code: -32000,
        message: 'The exchange is unavailable, try again later',
      })
      config.urls = [await deadRpcUrl()]
      expect((await rpc('reown_getExchanges', { page: 0 })).body.result).toEqual({ exchanges: [], total: 0 })
      expect((await rpc('reown_getExchangePayUrl', kitPayUrlParams(recipient(), 1))).body.error).toEqual({
        code: -32602,
        message: 'Invalid params: exchangeId: no exchange foyer-exchange',
      })
    } finally {
      config.urls = saved
    }
  })
})
