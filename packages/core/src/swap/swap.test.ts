import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { UserRejectedRequestError } from '../errors/errors.js'
import { createMemoryStorage } from '../storage/storage.js'
import {
  createFakeAdapter,
  FAKE_ADDRESS,
  FAKE_HOLDINGS,
  FAKE_TX_HASH,
  FAKE_USDC,
  testMainnet,
  testSepolia,
} from '../testing/index.js'
import { swapActions } from './actions.js'
import { priceImpactLevel } from './priceImpact.js'

const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = `eip155:1:${FAKE_USDC}`
const ROUTER = `0x${'7'.repeat(40)}`
const SEPOLIA_NATIVE = 'eip155:11155111:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const SIDE = `eip155:11155111:0x${'5'.repeat(40)}`

/** The convert API of a pool at 1 ETH = 2000 USDC, no fee; `delay` holds one quote back. */
function stubService(
  options: {
    down?: boolean
    allowance?: string
    delays?: number[]
    /** Quotes answer 400, as the hosted service does for a token of another chain. */
    quotesDown?: boolean
    /** USDC a quote gives per ETH (2000: no price impact). */
    usdcPerEth?: bigint
    holdings?: { current: typeof FAKE_HOLDINGS }
  } = {},
) {
  const requests: { path: string; query: URLSearchParams; body?: unknown }[] = []
  const delays = [...(options.delays ?? [])]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input))
      const body = init?.body ? JSON.parse(String(init.body)) : undefined
      requests.push({ path: url.pathname, query: url.searchParams, body })
      if (url.pathname.includes('/balance')) return Response.json(options.holdings?.current ?? FAKE_HOLDINGS)
      if (options.quotesDown && url.pathname === '/v1/convert/quotes')
        return Response.json({ message: 'Invalid from: must be on eip155:1' }, { status: 400 })
      if (options.down && url.pathname.startsWith('/v1/convert')) return new Response('down', { status: 503 })
      switch (url.pathname) {
        case '/v1/convert/tokens': {
          // Each chain trades its own tokens (Sepolia: its ether and a SIDE token).
          if (url.searchParams.get('chainId') === testSepolia.caipNetworkId)
            return Response.json({
              tokens: [
                {
                  name: 'Sepolia Ether',
                  symbol: 'ETH',
                  address: SEPOLIA_NATIVE,
                  decimals: 18,
                  logoUri: '',
                  price: 2000,
                },
                { name: 'Side', symbol: 'SIDE', address: SIDE, decimals: 18, logoUri: '', price: 1 },
              ],
            })
          return Response.json({
            tokens: [
              { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '', price: 2000 },
              {
                name: 'Wrapped Ether',
                symbol: 'WETH',
                address: `eip155:1:0x${'a'.repeat(40)}`,
                decimals: 18,
                logoUri: '',
                price: 2000,
              },
              { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: '', price: 1 },
            ],
          })
        }
        case '/v1/convert/gas-price':
          return Response.json({ standard: '1000000000', fast: '1200000000', instant: '1500000000' })
        case '/v1/convert/quotes': {
          const amount = BigInt(url.searchParams.get('amount') ?? '0')
          const toUsdc = url.searchParams.get('from') === NATIVE
          const rate = options.usdcPerEth ?? 2000n
          const toAmount = toUsdc ? (amount * rate) / 10n ** 12n : (amount * 10n ** 12n) / 2000n
          const wait = delays.shift() ?? 0
          if (wait) await new Promise((resolve) => setTimeout(resolve, wait))
          return Response.json({
            quotes: [
              {
                id: null,
                fromAmount: String(amount),
                fromAccount: '',
                toAmount: String(toAmount),
                toAccount: '',
              },
            ],
          })
        }
        case '/v1/convert/allowance':
          return Response.json({ allowance: options.allowance ?? '0' })
        case '/v1/convert/build-approve':
          return Response.json({
            tx: {
              from: USDC,
              to: `eip155:1:${ROUTER}`,
              data: '0x095ea7b3',
              value: '0',
              eip155: { gas: 60000, gasPrice: '1' },
            },
          })
        case '/v1/convert/build-transaction':
          return Response.json({
            tx: {
              from: `eip155:1:${FAKE_ADDRESS}`,
              to: `eip155:1:${ROUTER}`,
              data: '0x38ed1739',
              amount: body.amount,
              eip155: { gas: '300000', gasPrice: '1' },
            },
          })
        default:
          return new Response('not found', { status: 404 })
      }
    }),
  )
  return requests
}

async function setup(options: Parameters<typeof stubService>[0] = {}) {
  const requests = stubService(options)
  const adapter = createFakeAdapter()
  const foyer = createFoyer({
    projectId: 'c0ffee00000000000000000000000001',
    networks: [testMainnet, testSepolia],
    adapters: [adapter],
    storage: createMemoryStorage(),
    blockchainApiUrl: 'http://chain.test/',
    apiUrl: 'http://chain.test/',
  })
  await foyer.connect('io.foyer.fake')
  return { foyer, adapter, requests }
}

/** The Swap state, which exists once Swap was used. */
function swapOf(foyer: { getState(): { swap?: import('./types.js').SwapState | undefined } }) {
  const state = foyer.getState().swap
  if (!state) throw new Error('no swap state yet')
  return state
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('foyer.swap', () => {
  it('starts from the native currency, quotes, and shows the fee, the slippage and the balance check', async () => {
    const { foyer } = await setup()
    await swapActions(foyer).initialize()
    const state = () => swapOf(foyer)
    expect(state().status).toBe('ready')
    expect(state().sourceToken?.symbol).toBe('ETH')
    // The account's holdings first: ETH (1.5) and USDC (10) before WETH (none).
    expect(state().tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'WETH'])
    await swapActions(foyer).setToToken(USDC)
    await swapActions(foyer).setAmount('1')
    expect(state()).toMatchObject({
      toTokenAmount: '2000',
      providerFee: '0.0085',
      maxSlippage: '1980',
      inputError: undefined,
    })
    expect(state().priceImpact).toBeCloseTo(0)
    expect(state().gasPriceInUSD).toBeCloseTo(0.3)
    await swapActions(foyer).setAmount('2')
    expect(state().inputError).toEqual({ id: 'insufficientBalance' })
    await swapActions(foyer).switchTokens()
    expect(state().sourceToken?.symbol).toBe('USDC')
    expect(state().toTokenAmount).toBe('0.001')
  })

  it('keeps the newest quote when an older answer arrives late', async () => {
    const { foyer } = await setup({ delays: [0, 80] })
    await swapActions(foyer).initialize()
    await swapActions(foyer).setToToken(USDC)
    const slow = swapActions(foyer).setAmount('0.5')
    await swapActions(foyer).setAmount('0.25')
    await slow
    expect(swapOf(foyer).toTokenAmount).toBe('500')
  })

  it('approves first when the allowance is short, then swaps; the form resets and Account shows', async () => {
    const { foyer, adapter } = await setup({ allowance: '0' })
    foyer.open()
    await swapActions(foyer).initialize()
    await swapActions(foyer).setSourceToken(USDC)
    await swapActions(foyer).setToToken(NATIVE)
    await swapActions(foyer).setAmount('5')
    await expect(swapActions(foyer).submit()).resolves.toBe(FAKE_TX_HASH)
    const sent = adapter
      .callsOf('sendTransaction')
      .map((call) => call.args[0] as { to: string; data: string; value: bigint })
    expect(sent.map((tx) => [tx.to, tx.data, tx.value])).toEqual([
      [FAKE_USDC, '0x095ea7b3', 0n],
      [ROUTER, '0x38ed1739', 0n],
    ])
    expect(swapOf(foyer)).toMatchObject({
      step: 'success',
      sourceTokenAmount: '',
      hash: FAKE_TX_HASH,
    })
    expect(foyer.getState().router.history.at(-1)?.view).toBe('Account')
    expect(foyer.getState().snackbar?.message).toEqual({
      id: 'swapSwapped',
      params: { amount: '5', from: 'USDC', received: '0.0025', to: 'ETH' },
    })
  })

  it('sends the native currency with the swap, without an approval', async () => {
    const { foyer, adapter, requests } = await setup()
    await swapActions(foyer).initialize()
    await swapActions(foyer).setToToken(USDC)
    await swapActions(foyer).setAmount('0.1')
    await swapActions(foyer).submit()
    expect(requests.some((r) => r.path === '/v1/convert/allowance')).toBe(false)
    const [swap] = adapter
      .callsOf('sendTransaction')
      .map((call) => call.args[0] as { value: bigint; gas: bigint })
    expect(swap).toMatchObject({ value: 10n ** 17n, gas: 300000n })
    expect(requests.find((r) => r.path === '/v1/convert/build-transaction')?.body).toMatchObject({
      eip155: { slippage: 1 },
      disableEstimate: true,
    })
  })

  it('stops at a refused approval: nothing is swapped and the wallet’s message stays', async () => {
    const { foyer, adapter } = await setup({ allowance: '0' })
    await swapActions(foyer).initialize()
    await swapActions(foyer).setSourceToken(USDC)
    await swapActions(foyer).setToToken(NATIVE)
    await swapActions(foyer).setAmount('5')
    adapter.failNext('sendTransaction', new UserRejectedRequestError())
    await expect(swapActions(foyer).submit()).rejects.toThrow('User rejected the request.')
    expect(adapter.callsOf('sendTransaction')).toHaveLength(1)
    expect(swapOf(foyer)).toMatchObject({
      step: 'error',
      error: { id: 'errorUserRejected' },
    })
  })

  it('says so and goes back when the service cannot start the swap', async () => {
    const { foyer } = await setup({ down: true })
    foyer.open()
    foyer.router.push('Swap')
    await expect(swapActions(foyer).initialize()).rejects.toThrow()
    expect(swapOf(foyer)).toMatchObject({ status: 'error', error: { id: 'swapInitFailed' } })
    expect(foyer.getState().router.history.at(-1)?.view).not.toBe('Swap')
  })

  it('starts afresh on another network: no token of the old one pays there, and the quote error shows once', async () => {
    const { foyer, requests } = await setup()
    await swapActions(foyer).initialize()
    await swapActions(foyer).setToToken(USDC)
    await swapActions(foyer).setAmount('0.5')
    await foyer.switchNetwork(testSepolia)
    // The whole form goes with the network: tokens, amount, quote.
    expect(swapOf(foyer)).toMatchObject({
      status: 'idle',
      tokens: [],
      sourceTokenAmount: '',
      toTokenAmount: '',
    })
    await swapActions(foyer).initialize()
    expect(swapOf(foyer).tokens.map((t) => t.address)).toEqual([SEPOLIA_NATIVE, SIDE])
    expect(swapOf(foyer).sourceToken?.address).toBe(SEPOLIA_NATIVE)
    expect(swapOf(foyer).toToken).toBeUndefined()
    await swapActions(foyer).setToToken(SIDE)
    await swapActions(foyer).setAmount('0.1')
    const quotes = requests.filter((r) => r.path === '/v1/convert/quotes').at(-1)?.query
    expect(quotes?.get('from')).toBe(SEPOLIA_NATIVE)
    expect(quotes?.get('userAddress')).toBe(`eip155:11155111:${FAKE_ADDRESS}`)
  })

  it('says a failed quote in words, not as a bare HTTP status; an amount above the balance wins', async () => {
    const { foyer } = await setup({ quotesDown: true })
    await swapActions(foyer).initialize()
    await swapActions(foyer).setToToken(USDC)
    await swapActions(foyer).setAmount('1')
    expect(swapOf(foyer).inputError).toEqual({ id: 'swapQuoteFailed' })
    expect(foyer.getState().snackbar).toBeUndefined()
    await swapActions(foyer).setAmount('3')
    expect(swapOf(foyer).inputError).toEqual({ id: 'insufficientBalance' })
  })

  it('checks the balance before the quote comes back', async () => {
    const { foyer } = await setup({ delays: [200] })
    await swapActions(foyer).initialize()
    await swapActions(foyer).setToToken(USDC)
    const pending = swapActions(foyer).setAmount('2')
    await vi.waitFor(() =>
      expect(swapOf(foyer)).toMatchObject({ loadingQuote: true, inputError: { id: 'insufficientBalance' } }),
    )
    await pending
    expect(swapOf(foyer).inputError).toEqual({ id: 'insufficientBalance' })
  })

  it('warns past 5 % of price impact and wants a second confirmation past 15 %', async () => {
    expect([0, 5, 5.01, 15, 15.01, 99].map(priceImpactLevel)).toEqual([
      'low',
      'low',
      'high',
      'high',
      'severe',
      'severe',
    ])
    expect(priceImpactLevel(undefined)).toBe('low')
    // The pool gives 20 USDC per ETH worth 2000 USD: 99 % of the value lost.
    const { foyer, adapter } = await setup({ usdcPerEth: 20n })
    await swapActions(foyer).initialize()
    await swapActions(foyer).setToToken(USDC)
    await swapActions(foyer).setAmount('0.1')
    expect(swapOf(foyer).priceImpact).toBeCloseTo(99)
    await expect(swapActions(foyer).submit()).rejects.toThrow(/price impact/)
    expect(adapter.callsOf('sendTransaction')).toHaveLength(0)
    await swapActions(foyer).acceptPriceImpact()
    // A new quote asks again.
    await swapActions(foyer).setAmount('0.2')
    expect(swapOf(foyer).priceImpactAccepted).toBe(false)
    await swapActions(foyer).acceptPriceImpact()
    await expect(swapActions(foyer).submit()).resolves.toBe(FAKE_TX_HASH)
  })

  it('follows fresh balances: after a swap the form and Max use what is held now', async () => {
    const holdings = { current: FAKE_HOLDINGS }
    const { foyer } = await setup({ holdings })
    await swapActions(foyer).initialize()
    await swapActions(foyer).setToToken(USDC)
    await swapActions(foyer).setAmount('0.5')
    const [eth, usdc] = FAKE_HOLDINGS.balances
    holdings.current = {
      balances: [
        { ...(eth as (typeof FAKE_HOLDINGS.balances)[0]), quantity: { decimals: '18', numeric: '1' } },
        { ...(usdc as (typeof FAKE_HOLDINGS.balances)[0]), quantity: { decimals: '6', numeric: '1010' } },
      ],
    }
    await swapActions(foyer).submit()
    expect(foyer.getState().balances.items[0]?.quantity.numeric).toBe('1')
    // The header's balance is the same figure as the Tokens tab's.
    expect(foyer.getState().accounts.eip155?.balance).toBe('1')
    await swapActions(foyer).setSourceToken(USDC)
    expect(swapOf(foyer).sourceToken?.balance).toBe('1010')
    await swapActions(foyer).setMax()
    expect(swapOf(foyer).sourceTokenAmount).toBe('1010')
    await swapActions(foyer).setSourceToken(NATIVE)
    await swapActions(foyer).setMax()
    // The native currency keeps 1 % for the network fee.
    expect(swapOf(foyer).sourceTokenAmount).toBe('0.99')
  })
})
