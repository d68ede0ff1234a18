import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { currentRoute } from '../router/router.js'
import { createMemoryStorage } from '../storage/storage.js'
import {
  createFakeAdapter,
  createFakeConnector,
  FAKE_TX_HASH,
  testMainnet,
  testSepolia,
  testSolana,
} from '../testing/index.js'
import { payActions } from './actions.js'
import { PayError } from './errors.js'
import type { PayRequest, PayResult } from './types.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const EXCHANGE_HASH = `0x${'cd'.repeat(32)}`
const usdc10: PayRequest = {
  recipient: RECIPIENT,
  amount: 10,
  paymentAsset: {
    network: 'eip155:1',
    asset: USDC,
    metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  },
}

type RpcCall = { url: URL; method: string; params: unknown }
/** What the scripted blockchain API answers a method with: a result, or a JSON-RPC error. */
type Script = Record<
  string,
  (params: unknown) => { result: unknown } | { error: { code: number; message: string } }
>

/**
 * A fetch speaking the blockchain API's JSON-RPC wire format (POST /v1/json-rpc?projectId=…), and the
 * network's RPC node for the receipt; every call is recorded.
 */
function stubFetch(script: Script, receipt: () => unknown = () => ({ status: '0x1' })) {
  const calls: RpcCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input))
      const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown }
      calls.push({ url, method: body.method, params: body.params })
      if (url.origin === 'http://127.0.0.1:1')
        return Response.json({ jsonrpc: '2.0', id: body.id, result: receipt() })
      const answer = script[body.method]?.(body.params) ?? {
        error: { code: -32601, message: 'Method not found' },
      }
      return Response.json(
        { jsonrpc: '2.0', id: body.id, ...answer },
        { status: 'error' in answer ? 400 : 200 },
      )
    }),
  )
  return calls
}

const exchanges: Script = {
  reown_getExchanges: () => ({
    result: {
      exchanges: [{ id: 'foyer-exchange', name: 'Foyer Exchange', imageUrl: 'http://x/logo.svg' }],
      total: 1,
    },
  }),
}

async function setup(options: { pay?: boolean; connect?: boolean } = {}) {
  const adapter = createFakeAdapter()
  const foyer = createFoyer({
    projectId: 'c0ffee00000000000000000000000001',
    networks: [testMainnet, testSepolia],
    adapters: [adapter],
    storage: createMemoryStorage(),
    apiUrl: 'http://api.test/',
    blockchainApiUrl: 'http://rpc.test/',
    features: { pay: options.pay ?? true },
  })
  if (options.connect ?? true) await foyer.connect('io.foyer.fake')
  return { foyer, adapter, pay: payActions(foyer) }
}

/** Records the success and failure events. */
function events(pay: ReturnType<typeof payActions>) {
  const seen: PayResult[] = []
  pay.on('success', (result) => seen.push(result))
  pay.on('failure', (result) => seen.push(result))
  return seen
}

const popup = () =>
  ({ location: { href: '' }, close: vi.fn() }) as unknown as Window & { location: { href: string } }

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('payActions: the request', () => {
  it('is refused while features.pay is off, as the hosted kit has it by default', async () => {
    stubFetch(exchanges)
    const { pay, foyer } = await setup({ pay: false })
    await expect(pay.open(usdc10)).rejects.toMatchObject({ code: 'PAY', reason: 'PAY_DISABLED' })
    expect(foyer.getState().open).toBe(false)
  })

  it.each([
    ['a zero amount', { amount: 0 }, 'INVALID_AMOUNT'],
    ['a word for an amount', { amount: 'ten' }, 'INVALID_AMOUNT'],
    ['more decimals than the token has', { amount: '1.0000001' }, 'INVALID_AMOUNT'],
    ['a recipient that is no address', { recipient: 'alice' }, 'INVALID_RECIPIENT'],
    [
      'an asset that is no address',
      { paymentAsset: { ...usdc10.paymentAsset, asset: 'usdc' } },
      'INVALID_ASSET',
    ],
    [
      'metadata without decimals',
      { paymentAsset: { ...usdc10.paymentAsset, metadata: { name: 'USD Coin', symbol: 'USDC' } } },
      'INVALID_ASSET',
    ],
    [
      'a Bitcoin network',
      { paymentAsset: { ...usdc10.paymentAsset, network: 'bip122:000000000019d6689c085ae165831e93' } },
      'INVALID_CHAIN_NAMESPACE',
    ],
    [
      'a network the app did not list',
      { paymentAsset: { ...usdc10.paymentAsset, network: 'eip155:8453' } },
      'INVALID_PAYMENT_CONFIG',
    ],
  ])('refuses %s with a typed error and its text', async (_, change, reason) => {
    stubFetch(exchanges)
    const { pay, foyer } = await setup()
    const error = await pay.open({ ...usdc10, ...change } as PayRequest).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PayError)
    expect(error).toMatchObject({ code: 'PAY', reason, messageId: expect.stringMatching(/^pay/) })
    expect(foyer.getState().pay).toBeUndefined()
  })

  it('opens Pay with the request and the exchanges from reown_getExchanges', async () => {
    const calls = stubFetch(exchanges)
    const { pay, foyer } = await setup()
    await pay.open({ ...usdc10, amount: '10.50' })
    expect(foyer.getState().pay?.exchanges.status).toBe('loading')
    await vi.waitFor(() => expect(foyer.getState().pay?.exchanges.status).toBe('ready'))
    const state = foyer.getState()
    expect(state.open).toBe(true)
    expect(currentRoute(state.router)?.view).toBe('Pay')
    expect(state.pay?.request).toMatchObject({ amount: '10.50', recipient: RECIPIENT, openInNewTab: true })
    expect(state.pay?.exchanges).toEqual({
      status: 'ready',
      items: [{ id: 'foyer-exchange', name: 'Foyer Exchange', imageUrl: 'http://x/logo.svg' }],
      total: 1,
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url.pathname).toBe('/v1/json-rpc')
    expect(calls[0]?.url.searchParams.get('projectId')).toBe('c0ffee00000000000000000000000001')
    expect(calls[0]).toMatchObject({ method: 'reown_getExchanges', params: { page: 0 } })
    expect(pay.status).toBe('idle')
  })

  it('says when the exchanges cannot be loaded', async () => {
    stubFetch({ reown_getExchanges: () => ({ error: { code: -32000, message: 'down' } }) })
    const { pay, foyer } = await setup()
    await pay.open(usdc10)
    await vi.waitFor(() =>
      expect(foyer.getState().pay?.exchanges).toMatchObject({
        status: 'error',
        error: { id: 'payExchangesFailed' },
      }),
    )
  })
})

describe('payActions: from the wallet', () => {
  it('sends 10 USDC as an ERC-20 transfer and ends with the hash', async () => {
    stubFetch(exchanges)
    const { pay, adapter, foyer } = await setup()
    const seen = events(pay)
    await pay.open(usdc10)
    const result = await pay.payWithWallet()
    const sent = adapter.calls.find((c) => c.method === 'sendTokens')?.args[0]
    expect(sent).toMatchObject({
      to: RECIPIENT,
      amount: 10_000_000n,
      token: USDC,
      network: { caipNetworkId: 'eip155:1' },
    })
    const success = { status: 'success', hash: FAKE_TX_HASH, network: 'eip155:1', via: 'wallet' }
    expect(result).toEqual(success)
    expect(pay.result).toEqual(success)
    expect(pay.status).toBe('success')
    expect(seen).toEqual([success])
    expect(currentRoute(foyer.getState().router)?.view).toBe('PayLoading')
  })

  it('sends the native currency without a token, switching the wallet to the asset’s network', async () => {
    stubFetch(exchanges)
    const { pay, adapter, foyer } = await setup()
    await pay.open({
      ...usdc10,
      amount: '0.25',
      paymentAsset: {
        network: 'eip155:11155111',
        asset: 'native',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    })
    await pay.payWithWallet()
    expect(adapter.calls.some((c) => c.method === 'switchNetwork')).toBe(true)
    const sent = adapter.calls.find((c) => c.method === 'sendTokens')?.args[0] as Record<string, unknown>
    expect(sent).toMatchObject({
      amount: 250_000_000_000_000_000n,
      network: { caipNetworkId: 'eip155:11155111' },
    })
    expect(sent.token).toBeUndefined()
    expect(foyer.getState().caipNetwork?.caipNetworkId).toBe('eip155:11155111')
  })

  it('has the visitor connect first, then pays', async () => {
    stubFetch(exchanges)
    const { pay, adapter, foyer } = await setup({ connect: false })
    const seen = events(pay)
    await pay.open(usdc10)
    expect(await pay.payWithWallet()).toBeUndefined()
    expect(pay.status).toBe('connecting')
    expect(currentRoute(foyer.getState().router)?.view).toBe('Connect')
    await foyer.connect('io.foyer.fake')
    await vi.waitFor(() => expect(pay.status).toBe('success'))
    expect(adapter.calls.filter((c) => c.method === 'sendTokens')).toHaveLength(1)
    expect(seen).toMatchObject([{ status: 'success', hash: FAKE_TX_HASH }])
    expect(foyer.getState().open).toBe(true)
  })

  it('drops the payment when the visitor closes the modal instead of connecting', async () => {
    stubFetch(exchanges)
    const { pay, adapter, foyer } = await setup({ connect: false })
    await pay.open(usdc10)
    await pay.payWithWallet()
    expect(pay.status).toBe('connecting')
    foyer.close()
    expect(pay.status).toBe('idle')
    // Connecting later, for anything else, asks the wallet for no payment.
    await foyer.connect('io.foyer.fake')
    await Promise.resolve()
    expect(adapter.calls.some((c) => c.method === 'sendTokens')).toBe(false)
    expect(foyer.getState().open).toBe(false)
  })

  it('fails with the wallet’s reason when the visitor declines', async () => {
    stubFetch(exchanges)
    const { pay, adapter } = await setup()
    const seen = events(pay)
    await pay.open(usdc10)
    adapter.failNext('sendTokens', Object.assign(new Error('User rejected'), { code: 4001 }))
    const result = await pay.payWithWallet()
    expect(result).toEqual({
      status: 'failure',
      reason: 'GENERIC_PAYMENT_ERROR',
      message: { id: 'errorUserRejected' },
    })
    expect(seen).toEqual([result])
    await pay.retry()
    expect(pay.status).toBe('idle')
    expect(pay.result).toBeUndefined()
  })
})

describe('payActions: from a Solana wallet', () => {
  const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
  const PAYEE = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

  it('sends an SPL token by its mint, in its base unit, and asks for the exchange with its CAIP-19', async () => {
    const calls = stubFetch({
      ...exchanges,
      reown_getExchangePayUrl: () => ({ error: { code: -32602, message: 'solana is not supported' } }),
    })
    const solana = createFakeAdapter({
      namespace: 'solana',
      address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      chainId: testSolana.id,
      connectors: [createFakeConnector({ id: 'Phantom', name: 'Phantom', chain: 'solana' })],
    })
    const foyer = createFoyer({
      projectId: 'c0ffee00000000000000000000000001',
      networks: [testMainnet, testSolana],
      adapters: [createFakeAdapter(), solana],
      storage: createMemoryStorage(),
      blockchainApiUrl: 'http://rpc.test/',
      features: { pay: true },
    })
    await foyer.connect('Phantom')
    const pay = payActions(foyer)
    const request: PayRequest = {
      recipient: PAYEE,
      amount: '2.5',
      paymentAsset: {
        network: testSolana.caipNetworkId,
        asset: MINT,
        metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      },
    }
    await pay.open(request)
    await expect(pay.payWithExchange('foyer-exchange', popup())).rejects.toMatchObject({
      reason: 'ASSET_NOT_SUPPORTED',
    })
    expect(calls.find((c) => c.method === 'reown_getExchangePayUrl')?.params).toMatchObject({
      asset: `${testSolana.caipNetworkId}/token:${MINT}`,
      amount: '0x2625a0',
      recipient: `${testSolana.caipNetworkId}:${PAYEE}`,
    })
    await expect(pay.payWithWallet()).resolves.toMatchObject({ status: 'success', via: 'wallet' })
    expect(solana.calls.find((c) => c.method === 'sendTokens')?.args[0]).toMatchObject({
      to: PAYEE,
      amount: 2_500_000n,
      token: MINT,
      network: { caipNetworkId: testSolana.caipNetworkId },
    })
  })
})

describe('payActions: from an exchange', () => {
  const payUrl = (params: unknown) => {
    void params
    return { result: { url: 'http://exchange.test/checkout/s1', sessionId: 's1' } }
  }

  it('opens the checkout, follows IN_PROGRESS to SUCCESS, and ends with the hash once the chain has it', async () => {
    const statuses = [
      { status: 'UNKNOWN' },
      { status: 'IN_PROGRESS' },
      { status: 'SUCCESS', txHash: EXCHANGE_HASH },
    ]
    const calls = stubFetch({
      ...exchanges,
      reown_getExchangePayUrl: payUrl,
      reown_getExchangeBuyStatus: () => ({
        result: statuses.shift() ?? { status: 'SUCCESS', txHash: EXCHANGE_HASH },
      }),
    })
    const { pay, foyer } = await setup({ connect: false })
    const seen = events(pay)
    await pay.open(usdc10)
    const window = popup()
    const done = pay.payWithExchange('foyer-exchange', window)
    await vi.waitFor(() => expect(pay.status).toBe('awaitingExchange'))
    expect(window.location.href).toBe('http://exchange.test/checkout/s1')
    expect(calls.find((c) => c.method === 'reown_getExchangePayUrl')?.params).toEqual({
      exchangeId: 'foyer-exchange',
      asset: `eip155:1/erc20:${USDC}`,
      amount: '0x989680',
      recipient: `eip155:1:${RECIPIENT}`,
    })
    expect(currentRoute(foyer.getState().router)?.view).toBe('PayLoading')
    await vi.advanceTimersByTimeAsync(4000)
    expect(foyer.getState().pay?.payment).toMatchObject({
      exchangeStatus: 'UNKNOWN',
      exchangeName: 'Foyer Exchange',
    })
    await vi.advanceTimersByTimeAsync(4000)
    expect(foyer.getState().pay?.payment).toMatchObject({ exchangeStatus: 'IN_PROGRESS' })
    await vi.advanceTimersByTimeAsync(4000)
    const success = { status: 'success', hash: EXCHANGE_HASH, network: 'eip155:1', via: 'exchange' }
    await expect(done).resolves.toEqual(success)
    expect(calls.filter((c) => c.method === 'reown_getExchangeBuyStatus').map((c) => c.params)).toEqual([
      { sessionId: 's1', exchangeId: 'foyer-exchange' },
      { sessionId: 's1', exchangeId: 'foyer-exchange' },
      { sessionId: 's1', exchangeId: 'foyer-exchange' },
    ])
    expect(calls.find((c) => c.method === 'eth_getTransactionReceipt')?.params).toEqual([EXCHANGE_HASH])
    expect(seen).toEqual([success])
  })

  it('waits for the receipt after SUCCESS, and a reverted transaction fails', async () => {
    let receipt: unknown = null
    stubFetch(
      {
        ...exchanges,
        reown_getExchangePayUrl: payUrl,
        reown_getExchangeBuyStatus: () => ({ result: { status: 'SUCCESS', txHash: EXCHANGE_HASH } }),
      },
      () => receipt,
    )
    const { pay } = await setup()
    await pay.open(usdc10)
    const done = pay.payWithExchange('foyer-exchange', popup())
    await vi.advanceTimersByTimeAsync(4000)
    expect(pay.status).toBe('confirming')
    receipt = { status: '0x0' }
    await vi.advanceTimersByTimeAsync(4000)
    await expect(done).resolves.toEqual({
      status: 'failure',
      reason: 'TRANSACTION_FAILED',
      message: { id: 'payTransactionFailed' },
    })
  })

  it('ends FAILED with its message', async () => {
    stubFetch({
      ...exchanges,
      reown_getExchangePayUrl: payUrl,
      reown_getExchangeBuyStatus: () => ({ result: { status: 'FAILED' } }),
    })
    const { pay } = await setup()
    const seen = events(pay)
    await pay.open(usdc10)
    const done = pay.payWithExchange('foyer-exchange', popup())
    await vi.advanceTimersByTimeAsync(4000)
    const failure = { status: 'failure', reason: 'EXCHANGE_FAILED', message: { id: 'payExchangeFailed' } }
    await expect(done).resolves.toEqual(failure)
    expect(seen).toEqual([failure])
  })

  it('ends FAILED with the exchange’s own reason when it gives one', async () => {
    const reason = 'The payment was cancelled at the exchange.'
    stubFetch({
      ...exchanges,
      reown_getExchangePayUrl: payUrl,
      reown_getExchangeBuyStatus: () => ({ result: { status: 'FAILED', reason } }),
    })
    const { pay } = await setup()
    await pay.open(usdc10)
    const done = pay.payWithExchange('foyer-exchange', popup())
    await vi.advanceTimersByTimeAsync(4000)
    await expect(done).resolves.toEqual({
      status: 'failure',
      reason: 'EXCHANGE_FAILED',
      message: { id: 'text', params: { text: reason } },
    })
  })

  it('says so when the exchange does not take the asset, and Pay stays open', async () => {
    stubFetch({
      ...exchanges,
      reown_getExchangePayUrl: () => ({
        error: { code: -32602, message: `Asset eip155:1/erc20:${USDC} is not supported by foyer-exchange` },
      }),
    })
    const { pay, foyer } = await setup()
    const seen = events(pay)
    await pay.open(usdc10)
    const window = popup()
    await expect(pay.payWithExchange('foyer-exchange', window)).rejects.toMatchObject({
      reason: 'ASSET_NOT_SUPPORTED',
      shortMessage: 'Asset not supported by the selected exchange',
    })
    expect(window.close).toHaveBeenCalled()
    expect(foyer.getState().pay?.error).toEqual({ id: 'payAssetNotSupported' })
    expect(currentRoute(foyer.getState().router)?.view).toBe('Pay')
    expect(pay.result).toBeUndefined()
    expect(seen).toEqual([])
  })

  it('backs off when the status cannot be read, and goes on once it can', async () => {
    const answers: (() => ReturnType<Script[string]>)[] = [
      () => ({ error: { code: -32000, message: 'busy' } }),
      () => ({ error: { code: -32000, message: 'busy' } }),
    ]
    const calls = stubFetch({
      ...exchanges,
      reown_getExchangePayUrl: payUrl,
      reown_getExchangeBuyStatus: () =>
        (answers.shift() ?? (() => ({ result: { status: 'SUCCESS', txHash: EXCHANGE_HASH } })))(),
    })
    const { pay } = await setup()
    await pay.open(usdc10)
    const done = pay.payWithExchange('foyer-exchange', popup())
    const statusCalls = () => calls.filter((c) => c.method === 'reown_getExchangeBuyStatus').length
    await vi.advanceTimersByTimeAsync(4000)
    expect(statusCalls()).toBe(1)
    // After one failure: 8 s, not 4.
    await vi.advanceTimersByTimeAsync(4000)
    expect(statusCalls()).toBe(1)
    await vi.advanceTimersByTimeAsync(4000)
    expect(statusCalls()).toBe(2)
    // After two: 16 s.
    await vi.advanceTimersByTimeAsync(12_000)
    expect(statusCalls()).toBe(2)
    await vi.advanceTimersByTimeAsync(4000)
    await expect(done).resolves.toMatchObject({ status: 'success', hash: EXCHANGE_HASH })
  })

  it('stops following after cancel()', async () => {
    const calls = stubFetch({
      ...exchanges,
      reown_getExchangePayUrl: payUrl,
      reown_getExchangeBuyStatus: () => ({ result: { status: 'IN_PROGRESS' } }),
    })
    const { pay } = await setup()
    await pay.open(usdc10)
    const done = pay.payWithExchange('foyer-exchange', popup())
    await vi.advanceTimersByTimeAsync(4000)
    await pay.cancel()
    await vi.advanceTimersByTimeAsync(20_000)
    await expect(done).resolves.toBeUndefined()
    expect(calls.filter((c) => c.method === 'reown_getExchangeBuyStatus')).toHaveLength(1)
    expect(pay.status).toBe('idle')
  })
})
