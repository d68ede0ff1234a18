import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, FAKE_ADDRESS, testMainnet } from '../testing/index.js'

const CHAIN = 'eip155:1'

/** A fetch whose answers the test gives, one per request, in order of arrival. */
function heldFetch() {
  const pending: { url: URL; answer(body: unknown): void }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: string | URL) =>
        new Promise<Response>((resolve) => {
          pending.push({ url: new URL(String(input)), answer: (body) => resolve(Response.json(body)) })
        }),
    ),
  )
  return pending
}

async function connectedFoyer() {
  const foyer = createFoyer({
    projectId: 'c0ffee00000000000000000000000001',
    networks: [testMainnet],
    adapters: [createFakeAdapter()],
    storage: createMemoryStorage(),
    blockchainApiUrl: 'http://chain.test/',
  })
  await foyer.connect('io.foyer.fake')
  return foyer
}

const eth = (numeric: string) => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: CHAIN,
  value: 2,
  price: 2,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('two instances on one page', () => {
  it('do not share a balance request on its way: each asks and shows its own answer', async () => {
    const pending = heldFetch()
    const first = await connectedFoyer()
    const second = await connectedFoyer()
    const firstLoad = first.fetchBalances(FAKE_ADDRESS, CHAIN)
    const secondLoad = second.fetchBalances(FAKE_ADDRESS, CHAIN)
    await vi.waitFor(() => expect(pending).toHaveLength(2))
    // Within one instance, a second call still shares the request on its way.
    const again = first.fetchBalances(FAKE_ADDRESS, CHAIN)
    pending[0]?.answer({ balances: [eth('1')] })
    pending[1]?.answer({ balances: [eth('2')] })
    await Promise.all([firstLoad, secondLoad, again])

    expect(pending).toHaveLength(2)
    expect(first.getState().balances.items.map((b) => b.quantity.numeric)).toEqual(['1'])
    expect(second.getState().balances.items.map((b) => b.quantity.numeric)).toEqual(['2'])
  })

  it('do not share identity answers: the second instance asks for itself and keeps its own', async () => {
    const pending = heldFetch()
    const first = await connectedFoyer()
    const second = await connectedFoyer()
    const firstLookup = first.fetchIdentity(FAKE_ADDRESS, CHAIN)
    await vi.waitFor(() => expect(pending).toHaveLength(1))
    pending[0]?.answer({ name: 'first.eth', avatar: null })
    expect(await firstLookup).toEqual({ name: 'first.eth', avatar: null })

    const secondLookup = second.fetchIdentity(FAKE_ADDRESS, CHAIN)
    await vi.waitFor(() => expect(pending).toHaveLength(2))
    pending[1]?.answer({ name: 'second.eth', avatar: null })
    expect(await secondLookup).toEqual({ name: 'second.eth', avatar: null })

    // Each keeps its own answer (5 minutes), and neither asks again.
    expect(await first.fetchIdentity(FAKE_ADDRESS, CHAIN)).toEqual({ name: 'first.eth', avatar: null })
    expect(first.getState().accounts.eip155?.profileName).toBe('first.eth')
    expect(second.getState().accounts.eip155?.profileName).toBe('second.eth')
    expect(pending).toHaveLength(2)
  })
})
