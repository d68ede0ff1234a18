// @vitest-environment happy-dom
import { getConnection } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage, testAccountChecksummed } from './_test/fakeProvider.js'
import { adapterPerTest, rdns } from './_test/setup.js'

const setup = adapterPerTest()

describe('reconnect', () => {
  it('resolves null without asking any wallet when nothing is stored', async () => {
    const { adapter, provider } = setup()
    expect(await adapter.reconnect()).toBeNull()
    expect(provider.requests).toEqual([])
  })

  it('restores the stored connection after a reload', async () => {
    const storage = createMemoryStorage()
    const first = setup({ storage })
    await first.adapter.connect({ connectorId: rdns })
    first.announcement.remove()

    // A reload: a new adapter, the same storage, the wallet still authorised.
    const second = setup({ storage })
    second.provider.state.accounts = first.provider.state.accounts
    const connection = await second.adapter.reconnect()
    expect(connection).toEqual({ address: testAccountChecksummed, chainId: 1, connectorId: rdns })
    expect(getConnection(second.adapter.wagmiConfig).status).toBe('connected')
    expect(second.provider.requests).not.toContain('eth_requestAccounts')
  })

  it('resolves null after a disconnect', async () => {
    const storage = createMemoryStorage()
    const first = setup({ storage })
    await first.adapter.connect({ connectorId: rdns })
    await first.adapter.disconnect()
    first.announcement.remove()

    const second = setup({ storage })
    second.provider.state.accounts = ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']
    expect(await second.adapter.reconnect()).toBeNull()
  })

  it('resolves null when the wallet no longer grants the account', async () => {
    const storage = createMemoryStorage()
    const first = setup({ storage })
    await first.adapter.connect({ connectorId: rdns })
    first.announcement.remove()

    const second = setup({ storage })
    expect(await second.adapter.reconnect()).toBeNull()
    expect(getConnection(second.adapter.wagmiConfig).status).toBe('disconnected')
  })
})
