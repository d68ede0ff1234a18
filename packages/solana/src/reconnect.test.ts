// @vitest-environment happy-dom
import { createMemoryStorage } from '@foyer/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cleanUp, createAdapter, installWallet, uniqueName } from './_test/wallets.js'
import { solanaDevnet, solanaMainnet } from './networks/networks.js'

afterEach(cleanUp)
beforeEach(() => window.localStorage.clear())

/** A page load: the wallet persists its authorisation in localStorage, the adapter in `storage`. */
async function load(name: string, storage = createMemoryStorage()) {
  const wallet = await installWallet({ name, persist: true })
  const { adapter } = createAdapter({ storage, networks: [solanaMainnet, solanaDevnet] })
  return { wallet, adapter, storage }
}

/** The page goes away: the adapter stops first, so the wallet leaving is no disconnect. */
function reload(page: Awaited<ReturnType<typeof load>>) {
  page.adapter.destroy()
  page.wallet.unregister()
}

describe('reconnect', () => {
  it('resolves null without asking any wallet when nothing is remembered', async () => {
    const { adapter, wallet } = await load(uniqueName())
    expect(await adapter.reconnect()).toBeNull()
    expect(wallet.requests).toEqual([])
  })

  it('restores the connection after a reload with a silent connect, on the remembered network', async () => {
    const name = uniqueName()
    const first = await load(name)
    await first.adapter.connect({ connectorId: name, chainId: solanaDevnet.id })
    reload(first)

    const second = await load(name, first.storage)
    const connection = await second.adapter.reconnect()
    expect(connection).toEqual({
      address: first.wallet.state.address,
      chainId: solanaDevnet.id,
      connectorId: name,
    })
    expect(second.wallet.requests).toEqual([{ method: 'standard:connect', params: { silent: true } }])
  })

  it('waits for a wallet that registers after the adapter started', async () => {
    const name = uniqueName()
    const first = await load(name)
    await first.adapter.connect({ connectorId: name })
    reload(first)

    const { adapter } = createAdapter({ storage: first.storage })
    const pending = adapter.reconnect()
    const late = await installWallet({ name, persist: true })
    expect(await pending).toMatchObject({ address: late.state.address, connectorId: name })
  })

  it('resolves null, and forgets, when the wallet no longer grants the account', async () => {
    const name = uniqueName()
    const first = await load(name)
    await first.adapter.connect({ connectorId: name })
    reload(first)
    window.localStorage.clear() // the visitor revoked the site in the wallet

    const second = await load(name, first.storage)
    expect(await second.adapter.reconnect()).toBeNull()
    expect(second.storage.getItem('foyer.solana.connectorId')).toBeNull()
    expect(second.wallet.requests).toEqual([{ method: 'standard:connect', params: { silent: true } }])
  })

  it('resolves null when the wallet is gone after the timeout', async () => {
    const storage = createMemoryStorage()
    storage.setItem('foyer.solana.connectorId', uniqueName('Uninstalled'))
    const { adapter } = createAdapter({ storage, reconnectTimeoutMs: 20 })
    expect(await adapter.reconnect()).toBeNull()
  })

  it('resolves null after a disconnect', async () => {
    const name = uniqueName()
    const first = await load(name)
    await first.adapter.connect({ connectorId: name })
    await first.adapter.disconnect()
    reload(first)

    const second = await load(name, first.storage)
    expect(await second.adapter.reconnect()).toBeNull()
    expect(second.wallet.requests).toEqual([])
  })
})
