import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createFakeAdapter, testMainnet } from '../testing/index.js'
import { addRecentWallet } from './recentWallets.js'
import { createFoyerStorage, createMemoryStorage, defaultStorage } from './storage.js'

describe('storage', () => {
  it('keeps two instances with different storageKeys apart in one storage', async () => {
    const storage = createMemoryStorage()
    const a = createFoyer({
      projectId: 'p',
      networks: [testMainnet],
      adapters: [createFakeAdapter()],
      storage,
      storageKey: 'app-a',
    })
    await a.connect('io.foyer.fake')
    expect(storage.getItem('app-a:recentWalletIds')).toBe('["io.foyer.fake"]')
    const b = createFoyer({ projectId: 'p', networks: [testMainnet], storage, storageKey: 'app-b' })
    expect(b.getState().recentWalletIds).toEqual([])
  })

  it('survives a storage that throws (blocked third-party storage)', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const foyer = createFoyer({
      projectId: 'p',
      networks: [testMainnet],
      adapters: [createFakeAdapter()],
      storage: blocked,
    })
    await foyer.connect('io.foyer.fake')
    expect(foyer.getState().recentWalletIds).toEqual(['io.foyer.fake'])
  })

  it('ignores corrupt stored values', () => {
    const storage = createMemoryStorage()
    storage.setItem('foyer:recentWalletIds', '{not json')
    expect(createFoyerStorage(storage, 'foyer').getRecentWalletIds()).toEqual([])
    storage.setItem('foyer:recentWalletIds', '["a", 3, "b"]')
    expect(createFoyerStorage(storage, 'foyer').getRecentWalletIds()).toEqual(['a', 'b'])
  })

  it('falls back to memory storage where there is no localStorage', () => {
    const storage = defaultStorage()
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
    expect(defaultStorage().getItem('k')).toBeNull()
  })
})

describe('addRecentWallet', () => {
  it('puts the wallet first, without duplicates, at most 2', () => {
    expect(addRecentWallet([], 'a')).toEqual(['a'])
    expect(addRecentWallet(['a'], 'b')).toEqual(['b', 'a'])
    expect(addRecentWallet(['b', 'a'], 'c')).toEqual(['c', 'b'])
    expect(addRecentWallet(['c', 'b'], 'b')).toEqual(['b', 'c'])
  })
})
