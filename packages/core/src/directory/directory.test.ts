import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import type { FoyerOptions } from '../instance/foyerOptions.js'
import { provideConnectionCode } from '../instance/provideConnectionCode.js'
import { connectorGroupsOf } from '../rules/connectView.js'
import { createMemoryStorage } from '../storage/storage.js'
import {
  createFakeAdapter,
  createFakeConnector,
  createFakeDirectoryFetch,
  createFakeWallets,
  fakeWalletId,
  testMainnet,
} from '../testing/index.js'
import { getWalletEntries } from './walletEntries.js'

const wallets = createFakeWallets(100)

function setup(options: Partial<FoyerOptions> = {}, respond?: (url: URL) => Response | undefined) {
  const directory = createFakeDirectoryFetch(wallets, respond)
  vi.stubGlobal('fetch', vi.fn(directory.fetch))
  // Wallet 2 is installed: an announced connector with its rdns.
  const adapter = createFakeAdapter({
    connectors: [
      createFakeConnector({ id: 'com.wallet2', name: 'Wallet Two', info: { rdns: 'com.wallet2' } }),
    ],
  })
  const foyer = createFoyer({
    projectId: 'p',
    networks: [testMainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    isMobile: false,
    ...options,
  })
  return { foyer, requests: directory.requests }
}

/** Resolves once `predicate` holds for the state. */
function stateWhere(foyer: ReturnType<typeof setup>['foyer'], predicate: () => boolean) {
  return new Promise<void>((resolve) => {
    if (predicate()) return resolve()
    const stop = foyer.subscribe(() => {
      if (!predicate()) return
      stop()
      resolve()
    })
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('featured and recommended wallets', () => {
  it('fetches nothing before the modal first opens, then fills the groups once', async () => {
    const { foyer, requests } = setup({ featuredWalletIds: [fakeWalletId(9), fakeWalletId(7)] })
    await foyer.ready
    expect(requests).toEqual([])

    foyer.open()
    await stateWhere(foyer, () => foyer.getState().walletDirectory.recommended.length > 0)
    const names = (type: string) =>
      connectorGroupsOf(foyer)
        .find((g) => g.type === type)
        ?.connectors.map((c) => c.name)
    expect(names('featured')).toEqual(['Wallet 9', 'Wallet 7'])
    // First 4 by directory order, without the installed Wallet 2 and the featured ones.
    expect(names('recommended')).toEqual(['Wallet 1', 'Wallet 3', 'Wallet 4', 'Wallet 5'])

    foyer.close()
    foyer.open()
    expect(requests.length).toBe(2)
  })

  it('asks at once when the modal hands its connection code over on the first open, and only once', async () => {
    const { foyer, requests } = setup()
    await foyer.ready
    foyer.open()
    // The modal's chunk has arrived before the instance's own import of the same code.
    provideConnectionCode(foyer)
    expect(requests.length).toBe(1)
    await stateWhere(foyer, () => foyer.getState().walletDirectory.recommended.length > 0)
    expect(requests.length).toBe(1)
    // A later ask loads them anew.
    await foyer.loadWalletDirectory()
    expect(requests.length).toBe(2)
  })

  it('leaves a recent wallet out of the recommended ones', async () => {
    const storage = createMemoryStorage()
    storage.setItem('foyer:recentWalletIds', JSON.stringify([fakeWalletId(1)]))
    const { foyer } = setup({ storage })
    foyer.open()
    await stateWhere(foyer, () => foyer.getState().walletDirectory.recommended.length > 0)
    expect(foyer.getState().walletDirectory.recommended.map((c) => c.name)).toEqual([
      'Wallet 3',
      'Wallet 4',
      'Wallet 5',
      'Wallet 6',
    ])
  })

  it('leaves excluded wallets out, by id, rdns or name', async () => {
    const { foyer, requests } = setup({ excludeWalletIds: [fakeWalletId(1), 'com.wallet3', 'wallet 4'] })
    foyer.open()
    await stateWhere(foyer, () => foyer.getState().walletDirectory.recommended.length > 0)
    expect(foyer.getState().walletDirectory.recommended.map((c) => c.name)).toEqual([
      'Wallet 5',
      'Wallet 6',
      'Wallet 7',
      'Wallet 8',
    ])
    expect(requests[0]?.searchParams.get('exclude')).toBe(fakeWalletId(1))
  })

  it('keeps the groups empty and shows the alert when the project id is refused', async () => {
    const { foyer } = setup({}, () =>
      Response.json({ message: 'Unauthorized: invalid key' }, { status: 401 }),
    )
    foyer.open()
    await stateWhere(foyer, () => foyer.getState().alert !== undefined)
    expect(foyer.getState().alert?.id).toBe('InvalidProjectId')
    expect(foyer.getState().walletDirectory.recommended).toEqual([])
  })

  it('says the directory failed instead of dropping the groups silently, and loads them on retry', async () => {
    let down = true
    const { foyer } = setup({}, () =>
      down ? Response.json({ message: 'down' }, { status: 503 }) : undefined,
    )
    foyer.open()
    await stateWhere(foyer, () => foyer.getState().walletDirectoryStatus.error !== undefined)
    expect(foyer.getState().walletDirectoryStatus).toEqual({
      loading: false,
      error: { id: 'errorHttpStatus', params: { status: 503 } },
    })
    expect(foyer.getState().walletDirectory.recommended).toEqual([])
    // Installed wallets do not depend on the directory: they are still offered.
    expect(connectorGroupsOf(foyer).map((g) => g.type)).toEqual(['injected'])

    down = false
    const retry = foyer.loadWalletDirectory()
    expect(foyer.getState().walletDirectoryStatus.loading).toBe(true)
    await retry
    expect(foyer.getState().walletDirectoryStatus).toEqual({ loading: false, error: undefined })
    expect(foyer.getState().walletDirectory.recommended.length).toBe(4)
  })
})

describe('AllWallets pages and search', () => {
  it('loads pages of 40 until the directory is exhausted, sharing concurrent loads', async () => {
    const { foyer, requests } = setup()
    await Promise.all([foyer.loadMoreWallets(), foyer.loadMoreWallets()])
    expect(requests.length).toBe(1)
    expect(foyer.getState().allWallets).toMatchObject({ count: 100, page: 1, loading: false })
    expect(foyer.getState().allWallets.wallets.length).toBe(40)
    await foyer.loadMoreWallets()
    await foyer.loadMoreWallets()
    expect(foyer.getState().allWallets.wallets.length).toBe(100)
    await foyer.loadMoreWallets()
    expect(requests.length).toBe(3)
    expect(requests.map((r) => r.searchParams.get('page'))).toEqual(['1', '2', '3'])
    expect(new Set(foyer.getState().allWallets.wallets.map((w) => w.id)).size).toBe(100)
  })

  it('lists a wallet once when pages overlap', async () => {
    // The directory shifted by one between the two requests: page 2 repeats wallet 40.
    const { foyer } = setup({}, (url) =>
      url.searchParams.get('page') === '2'
        ? Response.json({ count: 100, data: wallets.slice(39, 79) })
        : undefined,
    )
    await foyer.loadMoreWallets()
    await foyer.loadMoreWallets()
    const ids = foyer.getState().allWallets.wallets.map((w) => w.id)
    expect(ids.length).toBe(79)
    expect(new Set(ids).size).toBe(79)
  })

  it('keeps the user-facing text of a failed page and retries that page', async () => {
    let fail = true
    const { foyer, requests } = setup({}, () =>
      fail ? Response.json({ message: 'boom' }, { status: 503 }) : undefined,
    )
    await foyer.loadMoreWallets()
    expect(foyer.getState().allWallets).toMatchObject({
      error: { id: 'errorHttpStatus', params: { status: 503 } },
      loading: false,
      page: 0,
    })
    fail = false
    await foyer.loadMoreWallets()
    expect(foyer.getState().allWallets.error).toBeUndefined()
    expect(requests.map((r) => r.searchParams.get('page'))).toEqual(['1', '1'])
  })

  it('searches by name, keeps only the latest results and clears on an empty query', async () => {
    const { foyer, requests } = setup()
    const first = foyer.searchWallets('Wallet 1')
    const second = foyer.searchWallets('  wallet 99 ')
    await Promise.all([first, second])
    expect(foyer.getState().allWallets.search).toMatchObject({ query: 'wallet 99', loading: false })
    expect(foyer.getState().allWallets.search.wallets.map((w) => w.name)).toEqual(['Wallet 99'])
    expect(requests.at(-1)?.searchParams.get('entries')).toBe('100')
    await foyer.searchWallets('')
    expect(foyer.getState().allWallets.search).toMatchObject({ query: '', wallets: [] })
  })

  it('finds a wallet by id in memory or from the directory', async () => {
    const { foyer, requests } = setup()
    expect((await foyer.getWallet(fakeWalletId(50)))?.name).toBe('Wallet 50')
    expect(requests[0]?.searchParams.get('include')).toBe(fakeWalletId(50))
    await foyer.loadMoreWallets()
    expect((await foyer.getWallet(fakeWalletId(3)))?.name).toBe('Wallet 3')
    expect(requests.length).toBe(2)
    expect(await foyer.getWallet(fakeWalletId(500))).toBeUndefined()
  })
})

describe('getWalletEntries', () => {
  const announced = [
    createFakeConnector({
      id: 'com.wallet5',
      name: 'Five',
      info: { rdns: 'com.wallet5' },
      imageUrl: 'data:5',
    }),
    createFakeConnector({
      id: 'dev.foyer.testwallet',
      name: 'Foyer Test Wallet',
      info: { rdns: 'dev.foyer.testwallet' },
    }),
    createFakeConnector({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', info: {} }),
  ]

  it('puts installed wallets first, marked, each wallet once, then the directory order', () => {
    const entries = getWalletEntries({ connectors: announced, wallets: wallets.slice(0, 6) })
    expect(entries.map((e) => [e.name, e.installed])).toEqual([
      ['Wallet 5', true],
      ['Foyer Test Wallet', true],
      ['Wallet 1', false],
      ['Wallet 2', false],
      ['Wallet 3', false],
      ['Wallet 4', false],
      ['Wallet 6', false],
    ])
    expect(entries[0]).toMatchObject({ id: fakeWalletId(5), imageUrl: 'data:5', wallet: { installed: true } })
    expect(entries[1]?.wallet).toBeUndefined()
  })

  it('applies excludeWalletIds, includeWalletIds and the search to every entry', () => {
    const excluded = getWalletEntries({
      connectors: announced,
      wallets: wallets.slice(0, 6),
      excludeWalletIds: ['com.wallet5', fakeWalletId(1), 'WALLET 2', 'Foyer Test Wallet'],
      includeWalletIds: [fakeWalletId(1), fakeWalletId(2), fakeWalletId(3), fakeWalletId(5)],
    })
    expect(excluded.map((e) => e.name)).toEqual(['Wallet 3'])
    const searched = getWalletEntries({
      connectors: announced,
      wallets: wallets.slice(4, 5),
      search: 'foyer',
    })
    expect(searched.map((e) => [e.name, e.installed])).toEqual([
      ['Wallet 5', true],
      ['Foyer Test Wallet', true],
    ])
  })
})
