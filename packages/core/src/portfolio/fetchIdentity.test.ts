import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, FAKE_ADDRESS, testMainnet } from '../testing/index.js'

async function setup(respond: () => Response) {
  const requests: URL[] = []
  let now = 1_000_000
  vi.spyOn(Date, 'now').mockImplementation(() => now)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      requests.push(new URL(String(input)))
      return respond()
    }),
  )
  const adapter = createFakeAdapter({ profile: { name: 'ens.eth', avatar: 'http://ens.test/a.png' } })
  const foyer = createFoyer({
    projectId: 'c0ffee00000000000000000000000001',
    networks: [testMainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    blockchainApiUrl: 'http://chain.test/',
  })
  await foyer.connect('io.foyer.fake')
  return { foyer, adapter, requests, advance: (ms: number) => (now += ms) }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('fetchIdentity', () => {
  it('is not called by connecting: only when asked (the Account view opening)', async () => {
    const { requests } = await setup(() => Response.json({ name: 'api.eth', avatar: null }))
    expect(requests.filter((url) => url.pathname.includes('/identity/'))).toEqual([])
  })

  it('asks nothing for a Solana account: names are ENS', async () => {
    const { foyer, requests } = await setup(() => Response.json({ name: 'api.eth', avatar: null }))
    const solana = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
    expect(await foyer.fetchIdentity(solana, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      name: null,
      avatar: null,
    })
    expect(requests.filter((url) => url.pathname.includes('/identity/'))).toEqual([])
  })

  it('reads GET /v1/identity/{address} with sender onto the account, and keeps it 5 minutes', async () => {
    const { foyer, requests, advance } = await setup(() =>
      Response.json({ name: 'api.eth', avatar: 'http://api.test/a.png' }),
    )
    expect(await foyer.fetchIdentity(FAKE_ADDRESS, 'eip155:1')).toEqual({
      name: 'api.eth',
      avatar: 'http://api.test/a.png',
    })
    expect(requests[0]?.pathname).toBe(`/v1/identity/${FAKE_ADDRESS}`)
    expect(requests[0]?.searchParams.get('sender')).toBe(FAKE_ADDRESS)
    expect(foyer.getState().accounts.eip155).toMatchObject({
      profileName: 'api.eth',
      profileImage: 'http://api.test/a.png',
    })
    advance(5 * 60_000 - 1)
    await foyer.fetchIdentity(FAKE_ADDRESS, 'eip155:1')
    expect(requests).toHaveLength(1)
    advance(1)
    await foyer.fetchIdentity(FAKE_ADDRESS, 'eip155:1')
    expect(requests).toHaveLength(2)
  })

  it("falls back to the chain's name service when the API fails", async () => {
    const { foyer } = await setup(() => Response.json({ message: 'down' }, { status: 500 }))
    await foyer.fetchIdentity(FAKE_ADDRESS, 'eip155:1')
    expect(foyer.getState().accounts.eip155).toMatchObject({
      profileName: 'ens.eth',
      profileImage: 'http://ens.test/a.png',
    })
  })
})
