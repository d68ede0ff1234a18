// @vitest-environment happy-dom
// The test wallet in a DOM window, as a page runs it: registration through the window's events, its
// authorisation kept in localStorage across a reload, and the adapter's reconnect that follows from it.
import { createMemoryStorage } from '@foyer/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testAccount } from './_test/keys.js'
import { cleanUp, createAdapter, installWallet, uniqueName } from './_test/wallets.js'

afterEach(cleanUp)
beforeEach(() => window.localStorage.clear())

describe('Foyer Bitcoin Test Wallet in a page', () => {
  it('keeps its authorisation across a reload, so the adapter reconnects without a prompt', async () => {
    const name = uniqueName('Persisted')
    const storage = createMemoryStorage()
    const first = installWallet({ name, persist: true })
    const { adapter } = createAdapter({ storage })
    await adapter.connect({ connectorId: name })
    adapter.destroy()
    first.unregister()

    const second = installWallet({ name, persist: true })
    expect(second.state.connected).toBe(true)
    const { adapter: reloaded } = createAdapter({ storage })
    expect(await reloaded.reconnect()).toMatchObject({
      address: testAccount(0).payment.address,
      connectorId: name,
    })
    expect(second.requests).toEqual([])

    await reloaded.disconnect()
    expect(window.localStorage.getItem(`__foyerBitcoinTestWallet:${name}`)).toBeNull()
  })
})
