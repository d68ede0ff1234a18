import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, FAKE_ADDRESS, FAKE_ALICE, FAKE_TX_HASH, testMainnet } from '../testing/index.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Send with the balance service down', () => {
  it('still offers the native currency, read from the chain, and sends it', async () => {
    // The service cannot be reached at all.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const adapter = createFakeAdapter()
    const foyer = createFoyer({
      projectId: 'c0ffee00000000000000000000000001',
      networks: [testMainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
      blockchainApiUrl: 'http://chain.test/',
    })
    await foyer.connect('io.foyer.fake')
    await foyer.fetchBalances(FAKE_ADDRESS, 'eip155:1')
    const { balances } = foyer.getState()
    // The Tokens tab still learns that the service failed.
    expect(balances.error).toEqual({ id: 'errorServiceUnreachable' })
    expect(balances.items).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 0,
        price: 0,
        quantity: { decimals: '18', numeric: '1.234567' },
        iconUrl: '',
      },
    ])

    const [eth] = balances.items
    await foyer.send.setToken(eth)
    await foyer.send.setAmount('1')
    await foyer.send.setReceiver(FAKE_ALICE)
    await foyer.send.estimate()
    // A fee, but no USD figure made up from an unknown price.
    expect(foyer.getState().send.gas).toMatchObject({ symbol: 'ETH', usd: undefined })
    expect(await foyer.send.submit()).toBe(FAKE_TX_HASH)
    expect(adapter.callsOf('sendTokens')[0]?.args[0]).toMatchObject({
      to: FAKE_ALICE,
      amount: 10n ** 18n,
      token: undefined,
    })
  })
})
