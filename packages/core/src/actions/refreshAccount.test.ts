import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, testMainnet } from '../testing/index.js'

function setup(profile?: { name: string | null; avatar: string | null }) {
  const adapter = createFakeAdapter(profile ? { profile } : {})
  const foyer = createFoyer({
    projectId: 'p',
    networks: [testMainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  return { foyer, adapter }
}

describe('refreshAccount', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('caches the balance for 30 s per address and chain', async () => {
    const { foyer, adapter } = setup()
    await foyer.connect('io.foyer.fake')
    adapter.setBalance({ balance: '2', symbol: 'ETH' })
    await foyer.refreshAccount()
    expect(foyer.getState().accounts.eip155?.balance).toBe('1.234567')
    expect(adapter.callsOf('getBalance')).toHaveLength(1)
    vi.advanceTimersByTime(29_999)
    await foyer.refreshAccount()
    expect(foyer.getState().accounts.eip155?.balance).toBe('1.234567')
    vi.advanceTimersByTime(1)
    await foyer.refreshAccount()
    expect(foyer.getState().accounts.eip155?.balance).toBe('2')
    expect(adapter.callsOf('getBalance')).toHaveLength(2)
  })

  it('leaves the balance undefined on failure, never throws, and retries no sooner than 30 s', async () => {
    const { foyer, adapter } = setup()
    adapter.failNext('getBalance', new Error('rpc down'))
    await foyer.connect('io.foyer.fake')
    expect(foyer.getState().accounts.eip155?.status).toBe('connected')
    expect(foyer.getState().accounts.eip155?.balance).toBeUndefined()
    vi.advanceTimersByTime(29_999)
    await foyer.refreshAccount()
    expect(adapter.callsOf('getBalance')).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await foyer.refreshAccount()
    expect(foyer.getState().accounts.eip155?.balance).toBe('1.234567')
  })

  it('fetches the profile and caches it for 5 minutes', async () => {
    const { foyer, adapter } = setup({ name: 'vitalik.eth', avatar: 'https://example.invalid/a.png' })
    await foyer.connect('io.foyer.fake')
    expect(foyer.getState().accounts.eip155).toMatchObject({ profileName: 'vitalik.eth' })
    vi.advanceTimersByTime(60_000)
    await foyer.refreshAccount()
    expect(adapter.callsOf('getProfile')).toHaveLength(1)
    vi.advanceTimersByTime(4 * 60_000 - 1)
    await foyer.refreshAccount()
    expect(adapter.callsOf('getProfile')).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await foyer.refreshAccount()
    expect(adapter.callsOf('getProfile')).toHaveLength(2)
  })

  it('does nothing when disconnected', async () => {
    const { foyer, adapter } = setup()
    await foyer.refreshAccount()
    expect(adapter.callsOf('getBalance')).toHaveLength(0)
  })
})
