import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type GetWalletsResponse, getWalletsResponseSchema } from '@foyer/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudApp } from '../app.js'
import { walletRegistryDirOf } from '../config.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { createSeededApp, type SeededApp, TEST_PUBLIC_URL } from '../testing/seededApp.js'
import { registryWalletSchema, toWalletRecord } from '../wallets/registry.js'
import { upsertWallet } from '../wallets/upsert.js'

const registry: Record<string, { id: string; name: string; chains: string[] }> = JSON.parse(
  readFileSync(join(walletRegistryDirOf(), 'wallets.json'), 'utf8'),
)
const registryWallets = Object.values(registry)
const idOf = (name: string) => {
  const wallet = registryWallets.find((entry) => entry.name === name)
  if (!wallet) throw new Error(`${name} is not in the registry`)
  return wallet.id
}

describe('GET /getWallets', () => {
  let s: SeededApp
  beforeAll(async () => {
    s = await createSeededApp()
  })
  afterAll(() => s.db.close())

  async function getWallets(query: string): Promise<GetWalletsResponse> {
    const response = await s.call(`/getWallets?${query}`)
    expect(response.status).toBe(200)
    return getWalletsResponseSchema.parse(await response.json())
  }

  it('serves the hosted wire format, well-known wallets first, with absolute image URLs', async () => {
    const { count, data } = await getWallets('page=1&entries=4')
    expect(count).toBe(113)
    expect(data.map((wallet) => wallet.name)).toEqual(['MetaMask', 'Trust Wallet', 'Rainbow', 'Rabby'])
    const metamask = data[0]
    expect(metamask).toMatchObject({
      id: idOf('MetaMask'),
      homepage: 'https://metamask.io/',
      rdns: 'io.metamask',
      mobile_link: 'metamask:',
      play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
      injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
      badge_type: 'certified',
      order: 1,
    })
    expect(metamask?.image_url).toBe(
      `${TEST_PUBLIC_URL}/getWalletImage/${metamask?.image_id}?projectId=${DEMO_PROJECT_ID}`,
    )
  })

  it('pages with a 1-based page and entries, keeping count the total before paging', async () => {
    const first = await getWallets('page=1&entries=40')
    const third = await getWallets('page=3&entries=40')
    const beyond = await getWallets('page=4&entries=40')
    expect(first.data).toHaveLength(40)
    expect(third.data).toHaveLength(33)
    expect(beyond).toEqual({ count: 113, data: [] })
    const all = [...first.data, ...(await getWallets('page=2&entries=40')).data, ...third.data]
    expect(new Set(all.map((wallet) => wallet.id)).size).toBe(113)
    const orders = all.map((wallet) => wallet.order)
    expect(orders).toEqual([...orders].sort((a = 0, b = 0) => a - b))
  })

  it('defaults to the first page of 40', async () => {
    const { count, data } = await getWallets('')
    expect(count).toBe(113)
    expect(data).toHaveLength(40)
  })

  it('limits to include ids and removes exclude ids, counting only what is left', async () => {
    const included = [idOf('Rainbow'), idOf('Argent'), idOf('Valora')]
    const onlyIncluded = await getWallets(`include=${included.join(',')}`)
    expect(onlyIncluded.count).toBe(3)
    expect(onlyIncluded.data.map((wallet) => wallet.name).sort()).toEqual(['Argent', 'Rainbow', 'Valora'])

    const withoutTwo = await getWallets(`include=${included.join(',')}&exclude=${included[0]},${included[1]}`)
    expect(withoutTwo.data.map((wallet) => wallet.name)).toEqual(['Valora'])

    const excluded = await getWallets(`exclude=${idOf('MetaMask')}&entries=100`)
    expect(excluded.count).toBe(112)
    expect(excluded.data.some((wallet) => wallet.name === 'MetaMask')).toBe(false)
  })

  it('keeps wallets supporting any of the given CAIP-2 chains', async () => {
    const expected = registryWallets.filter(
      (wallet) => wallet.chains.includes('eip155:137') || wallet.chains.includes('cosmos:cosmoshub-4'),
    )
    const { count, data } = await getWallets('chains=eip155:137,cosmos:cosmoshub-4&entries=100')
    expect(count).toBe(expected.length)
    expect(data.map((wallet) => wallet.id).sort()).toEqual(expected.map((wallet) => wallet.id).sort())
  })

  it('matches a chain no wallet lists (a devnet) by its namespace: every EVM wallet for eip155:31337', async () => {
    const evm = registryWallets.filter((wallet) => wallet.chains.some((chain) => chain.startsWith('eip155:')))
    const devnet = await getWallets('chains=eip155:31337&entries=100')
    expect(devnet.count).toBe(evm.length)
    const evmIds = new Set(evm.map((wallet) => wallet.id))
    expect(devnet.data).toHaveLength(Math.min(100, evm.length))
    expect(devnet.data.every((wallet) => evmIds.has(wallet.id))).toBe(true)
    // Listed chains keep their exact match beside it; an unknown namespace matches nothing.
    const mixed = await getWallets('chains=cosmos:cosmoshub-4,eip155:31337&entries=100')
    const cosmosOrEvm = registryWallets.filter(
      (wallet) => wallet.chains.includes('cosmos:cosmoshub-4') || evm.includes(wallet),
    )
    expect(mixed.count).toBe(cosmosOrEvm.length)
    expect(await getWallets('chains=nochain:1')).toEqual({ count: 0, data: [] })
  })

  it('filters certified wallets with badge_type=certified', async () => {
    const { count, data } = await getWallets('badge_type=certified&entries=100')
    expect(count).toBeGreaterThan(5)
    expect(count).toBeLessThan(113)
    expect(data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
  })

  it('searches names case-insensitively: exact, then prefix, then substring matches', async () => {
    const rainbow = await getWallets('search=RAINBOW')
    expect(rainbow.data.map((wallet) => wallet.name)).toEqual(['Rainbow'])

    const { data } = await getWallets('search=wallet&entries=100')
    const names = data.map((wallet) => wallet.name.toLowerCase())
    expect(names.every((name) => name.includes('wallet'))).toBe(true)
    const rank = (name: string) => (name === 'wallet' ? 0 : name.startsWith('wallet') ? 1 : 2)
    const ranks = names.map(rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(ranks[0]).toBe(1) // "wallet.io", "Wallet 3" and "WallETH" lead
    expect(ranks).toContain(2)

    const exactFirst = await getWallets('search=bitpie')
    expect(exactFirst.data.map((wallet) => wallet.name)).toEqual(['Bitpie', 'Bitpie'])
  })

  it('treats LIKE wildcards in a search as plain text', async () => {
    expect(await getWallets('search=%25')).toEqual({ count: 0, data: [] })
    expect(await getWallets('search=_')).toEqual({ count: 0, data: [] })
    expect(await getWallets('search=no-such-wallet')).toEqual({ count: 0, data: [] })
  })

  it.each([
    ['page=0', 'Invalid page: must be at least 1'],
    ['page=-2', 'Invalid page: must be at least 1'],
    ['page=1.5', 'Invalid page: must be an integer'],
    ['page=abc', 'Invalid page: must be an integer'],
    ['entries=101', 'Invalid entries: must be at most 100'],
    ['entries=0', 'Invalid entries: must be at least 1'],
    ['include=1234', 'Invalid include: expected 64 lowercase hex characters'],
    [`exclude=${'a'.repeat(64)},xyz`, 'Invalid exclude: expected 64 lowercase hex characters'],
    ['chains=ethereum', 'Invalid chains: expected a CAIP-2 chain id such as eip155:1'],
    ['badge_type=gold', 'Invalid badge_type'],
  ])('rejects %s with 400 naming the field', async (query, message) => {
    const response = await s.call(`/getWallets?${query}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string }
    expect(body.message.startsWith(message)).toBe(true)
  })

  // Last: it adds wallets, which changes the totals the tests above rely on.
  it('caps search at 100 results in total, across pages', async () => {
    await s.db.transaction(async (tx) => {
      for (let index = 0; index < 120; index++) {
        await upsertWallet(tx, {
          ...toWalletRecord(
            registryWalletSchema.parse({ id: index.toString(16).padStart(64, 'e'), name: 'x' }),
          ),
          name: `Capwallet ${String(index).padStart(3, '0')}`,
        })
      }
    })
    const first = await getWallets('search=capwallet&entries=100')
    expect(first.count).toBe(100)
    expect(first.data).toHaveLength(100)
    const second = await getWallets('search=capwallet&page=2&entries=60')
    expect(second.count).toBe(100)
    expect(second.data.map((wallet) => wallet.name)).toEqual(
      first.data.slice(60, 100).map((wallet) => wallet.name),
    )
    expect((await getWallets('search=capwallet&page=3&entries=50')).data).toEqual([])
    expect((await getWallets('entries=1')).count).toBe(233)
  })

  it('shows wallet edits after the cache lifetime; at once with cacheTtlMs 0', async () => {
    const fresh = createCloudApp({ db: s.db, publicUrl: TEST_PUBLIC_URL, cacheTtlMs: 0 })
    const query = `/getWallets?include=${idOf('Argent')}&projectId=${DEMO_PROJECT_ID}`
    const names = async (app: typeof fresh) =>
      getWalletsResponseSchema
        .parse(await (await app.request(query)).json())
        .data.map((wallet) => wallet.name)
    expect(await names(s.app)).toEqual(['Argent'])
    await s.db.query(`UPDATE wallets SET name = 'Argent X' WHERE id = $1`, [idOf('Argent')])
    expect(await names(fresh)).toEqual(['Argent X'])
    expect(await names(s.app)).toEqual(['Argent']) // the default app reuses the page for 5 s
  })
})
