import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { InvalidOptionError } from '../errors/errors.js'
import { createMemoryStorage } from '../storage/storage.js'
import { testMainnet } from '../testing/index.js'

const PROJECT = 'c0ffee00000000000000000000000001'
const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const CHAIN = 'eip155:1'

const token = (symbol: string, decimals: string, chainId = CHAIN) => ({
  name: `${symbol} token`,
  symbol,
  chainId,
  ...(symbol === 'ETH' ? {} : { address: `${chainId}:0x${'1'.repeat(40)}` }),
  value: 20,
  price: 2,
  quantity: { decimals, numeric: '10.123456' },
  iconUrl: `http://icons.test/${symbol}.png`,
})

const transaction = (id: string, transfers: unknown[], chain = CHAIN) => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id}`,
    minedAt: '2026-11-22T01:00:00.000Z',
    sentFrom: `0x${'2'.repeat(40)}`,
    sentTo: ADDRESS,
    status: 'confirmed',
    nonce: 1,
    chain,
  },
  transfers,
})
const ethIn = {
  fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'http://icons.test/eth.png' } },
  direction: 'in',
  quantity: { numeric: '1.5' },
  value: 3,
  price: 2,
}
const nft = (isSpam: boolean) => ({
  nft_info: { name: 'Foyer #1', preview: { url: 'http://nft.test/1.png' }, flags: { is_spam: isSpam } },
  direction: 'in',
  quantity: { numeric: '1' },
})

/** `requests` are the blockchain API's: without adapters (basic mode) a failed balance read also asks the RPC. */
function setup(respond: (url: URL) => Response) {
  const requests: URL[] = []
  let now = 1_000_000
  vi.spyOn(Date, 'now').mockImplementation(() => now)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input))
      if (url.host === 'chain.test') requests.push(url)
      return respond(url)
    }),
  )
  const foyer = createFoyer({
    projectId: PROJECT,
    networks: [testMainnet],
    storage: createMemoryStorage(),
    blockchainApiUrl: 'http://chain.test/',
  })
  return { foyer, requests, advance: (ms: number) => (now += ms) }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('fetchBalances', () => {
  it('reads blockchainApiUrl and keeps tokens with decimals on the connected chain', async () => {
    const { foyer, requests } = setup(() =>
      Response.json({
        balances: [
          token('ETH', '18'),
          token('USDC', '6'),
          token('ZERO', '0'),
          token('OTHER', '18', 'eip155:10'),
        ],
      }),
    )
    await foyer.fetchBalances(ADDRESS, CHAIN)
    const url = requests[0]
    expect(`${url?.origin}${url?.pathname}`).toBe(`http://chain.test/v1/account/${ADDRESS}/balance`)
    expect(url?.searchParams.get('currency')).toBe('usd')
    expect(url?.searchParams.get('chainId')).toBe(CHAIN)
    expect(url?.searchParams.get('projectId')).toBe(PROJECT)
    const { balances } = foyer.getState()
    expect(balances.items.map((b) => b.symbol)).toEqual(['ETH', 'USDC'])
    expect(balances.loading).toBe(false)
    expect(balances.error).toBeUndefined()
    expect(balances.fetchedAt).toBe(1_000_000)
  })

  it('reuses an answer for 30 s, then asks again', async () => {
    const { foyer, requests, advance } = setup(() => Response.json({ balances: [token('ETH', '18')] }))
    await foyer.fetchBalances(ADDRESS, CHAIN)
    advance(29_999)
    await foyer.fetchBalances(ADDRESS, CHAIN)
    expect(requests).toHaveLength(1)
    advance(1)
    await foyer.fetchBalances(ADDRESS, CHAIN)
    expect(requests).toHaveLength(2)
  })

  it('records a failure and retries no sooner than 30 s after it', async () => {
    let status = 500
    const { foyer, requests, advance } = setup(() =>
      status === 200
        ? Response.json({ balances: [token('ETH', '18')] })
        : Response.json({ message: 'down' }, { status }),
    )
    await foyer.fetchBalances(ADDRESS, CHAIN)
    expect(foyer.getState().balances.error).toEqual({ id: 'errorHttpStatus', params: { status: 500 } })
    status = 200
    advance(10_000)
    await foyer.fetchBalances(ADDRESS, CHAIN)
    expect(requests).toHaveLength(1)
    expect(foyer.getState().balances.error).toEqual({ id: 'errorHttpStatus', params: { status: 500 } })
    advance(20_000)
    await foyer.fetchBalances(ADDRESS, CHAIN)
    expect(requests).toHaveLength(2)
    expect(foyer.getState().balances.error).toBeUndefined()
    expect(foyer.getState().balances.items.map((b) => b.symbol)).toEqual(['ETH'])
  })

  // A newer or faulty service must not hide every holding for one it sends oddly.
  it('leaves out holdings it cannot read, decimals that are not digits too, counts them, and shows the rest', async () => {
    const { foyer, requests, advance } = setup(() =>
      Response.json({ balances: [token('ETH', '18'), { name: 'x' }, token('USDC', '1e3')] }),
    )
    await foyer.fetchBalances(ADDRESS, CHAIN)
    expect(foyer.getState().balances).toMatchObject({ loading: false, error: undefined, dropped: 2 })
    expect(foyer.getState().balances.items.map((b) => b.symbol)).toEqual(['ETH'])
    // The cached answer says the same.
    advance(1_000)
    await foyer.fetchBalances(ADDRESS, CHAIN)
    expect(requests).toHaveLength(1)
    expect(foyer.getState().balances).toMatchObject({ dropped: 2 })
  })

  it('rejects an answer that does not match the wire format', async () => {
    const { foyer } = setup(() => Response.json({ balances: { ETH: token('ETH', '18') } }))
    await foyer.fetchBalances(ADDRESS, CHAIN)
    expect(foyer.getState().balances).toMatchObject({ error: { id: 'somethingWentWrong' }, items: [] })
  })

  it('validates its parameters before any request', async () => {
    const { foyer, requests } = setup(() => Response.json({ balances: [] }))
    await expect(foyer.fetchBalances('0x12', CHAIN)).rejects.toThrow(
      'Invalid option "fetchBalances.address": must be an EVM address (0x and 40 hex characters)',
    )
    await expect(foyer.fetchBalances(ADDRESS, 'mainnet')).rejects.toBeInstanceOf(InvalidOptionError)
    expect(requests).toEqual([])
  })
})

describe('fetchHistory', () => {
  it('keeps the connected chain, hides spam-only transactions and pages by cursor', async () => {
    const { foyer, requests } = setup((url) =>
      url.searchParams.get('cursor') === 'page2'
        ? Response.json({ data: [transaction('c', [ethIn])], next: null })
        : Response.json({
            data: [
              transaction('a', [ethIn]),
              transaction('spam', [nft(true)]),
              transaction('mixed', [nft(true), nft(false)]),
              transaction('other', [ethIn], 'eip155:10'),
            ],
            next: 'page2',
          }),
    )
    await foyer.fetchHistory(ADDRESS, CHAIN)
    expect(requests[0]?.pathname).toBe(`/v1/account/${ADDRESS}/history`)
    expect(requests[0]?.searchParams.get('chainId')).toBe(CHAIN)
    expect(foyer.getState().history.items.map((t) => t.id)).toEqual(['a', 'mixed'])
    expect(foyer.getState().history.next).toBe('page2')

    await foyer.fetchHistory(ADDRESS, CHAIN, 'page2')
    expect(requests[1]?.searchParams.get('cursor')).toBe('page2')
    expect(foyer.getState().history.items.map((t) => t.id)).toEqual(['a', 'mixed', 'c'])
    expect(foyer.getState().history.next).toBeUndefined()
  })

  it('records a failure in history.error', async () => {
    const { foyer } = setup(() => Response.json({ message: 'boom' }, { status: 502 }))
    await foyer.fetchHistory(ADDRESS, CHAIN)
    expect(foyer.getState().history).toMatchObject({
      loading: false,
      error: { id: 'errorHttpStatus', params: { status: 502 } },
    })
  })

  // One transaction an older client cannot read must not cost the visitor the whole page.
  it('leaves out a transaction it cannot read (a minedAt that is no ISO date), counts it, and shows the rest', async () => {
    const bad = { ...transaction('bad', [ethIn]) }
    bad.metadata = { ...bad.metadata, minedAt: 'yesterday' }
    const { foyer } = setup((url) =>
      url.searchParams.get('cursor') === 'page2'
        ? Response.json({ data: [transaction('c', [ethIn]), { id: 'no metadata' }], next: null })
        : Response.json({ data: [transaction('a', [ethIn]), bad, transaction('b', [ethIn])], next: 'page2' }),
    )
    await foyer.fetchHistory(ADDRESS, CHAIN)
    expect(foyer.getState().history).toMatchObject({
      loading: false,
      error: undefined,
      next: 'page2',
      dropped: 1,
    })
    expect(foyer.getState().history.items.map((t) => t.id)).toEqual(['a', 'b'])
    await foyer.fetchHistory(ADDRESS, CHAIN, 'page2')
    expect(foyer.getState().history.items.map((t) => t.id)).toEqual(['a', 'b', 'c'])
    expect(foyer.getState().history.dropped).toBe(2)
    // Loading the first page again starts the count again.
    await foyer.fetchHistory(ADDRESS, CHAIN)
    expect(foyer.getState().history.dropped).toBe(1)
  })

  it('refuses a page whose list is not a list', async () => {
    const { foyer } = setup(() => Response.json({ data: { a: transaction('a', [ethIn]) }, next: null }))
    await foyer.fetchHistory(ADDRESS, CHAIN)
    expect(foyer.getState().history).toMatchObject({ items: [], error: { id: 'somethingWentWrong' } })
  })

  it('validates the cursor', async () => {
    const { foyer } = setup(() => Response.json({ data: [], next: null }))
    await expect(foyer.fetchHistory(ADDRESS, CHAIN, 'a b')).rejects.toThrow(
      'Invalid option "fetchHistory.cursor": must be the next value of a previous page',
    )
  })
})
