import './_test/fakeWindow.js'
import { createMemoryStorage } from '@foyer/core'
import { afterEach, describe, expect, it } from 'vitest'
import { installProvider } from './_test/fakeProvider.js'
import { testAccount } from './_test/keys.js'
import { cleanUp, createAdapter, installWallet, uniqueName } from './_test/wallets.js'
import { bitcoin, bitcoinRegtest } from './networks/networks.js'

afterEach(cleanUp)

/** A page load: the wallet keeps its authorisation (as a persisting wallet does), the adapter its storage. */
function load(name: string, storage = createMemoryStorage(), connected = false) {
  const wallet = installWallet({ name })
  if (connected) {
    // The wallet remembers the site (what persist does in a browser), so it lists its accounts at once.
    const connect = wallet.wallet.features['bitcoin:connect'] as { connect(i: object): Promise<unknown> }
    void connect.connect({ purposes: ['payment'] })
    wallet.requests.length = 0
  }
  const { adapter } = createAdapter({ storage, networks: [bitcoin, bitcoinRegtest] })
  return { wallet, adapter, storage }
}

describe('reconnect', () => {
  it('resolves null without asking any wallet when nothing is remembered', async () => {
    const { adapter, wallet } = load(uniqueName())
    expect(await adapter.reconnect()).toBeNull()
    expect(wallet.requests).toEqual([])
  })

  it('restores a wallet-standard connection from the accounts it still grants, asking nothing', async () => {
    const name = uniqueName()
    const first = load(name)
    await first.adapter.connect({ connectorId: name })
    first.adapter.destroy()
    first.wallet.unregister()

    const second = load(name, first.storage, true)
    const account = testAccount(0)
    expect(await second.adapter.reconnect()).toEqual({
      address: account.payment.address,
      chainId: bitcoinRegtest.id,
      connectorId: name,
      accounts: [
        { address: account.payment.address, type: 'payment', publicKey: account.payment.publicKey },
        { address: account.taproot.address, type: 'ordinal', publicKey: account.taproot.publicKey },
      ],
    })
    expect(second.wallet.requests).toEqual([])
  })

  it('resolves null, and forgets, when the wallet no longer grants anything', async () => {
    const name = uniqueName()
    const first = load(name)
    await first.adapter.connect({ connectorId: name })
    first.adapter.destroy()
    first.wallet.unregister()

    const second = load(name, first.storage)
    expect(await second.adapter.reconnect()).toBeNull()
    expect(second.storage.getItem('foyer.bitcoin.connectorId')).toBeNull()
  })

  it('waits for a wallet that registers after the adapter started, and gives up after the timeout', async () => {
    const name = uniqueName()
    const storage = createMemoryStorage()
    storage.setItem('foyer.bitcoin.connectorId', name)
    const { adapter } = createAdapter({ storage })
    const pending = adapter.reconnect()
    const late = installWallet({ name })
    const connect = late.wallet.features['bitcoin:connect'] as { connect(i: object): Promise<unknown> }
    await connect.connect({ purposes: ['payment'] })
    expect(await pending).toMatchObject({ connectorId: name, address: testAccount(0).payment.address })

    const nobody = createMemoryStorage()
    nobody.setItem('foyer.bitcoin.connectorId', 'Nobody')
    const { adapter: waiting } = createAdapter({ storage: nobody, reconnectTimeoutMs: 50 })
    expect(await waiting.reconnect()).toBeNull()
  })

  it("restores a WBIP004 provider's connection through wallet_getAccount, without a prompt", async () => {
    const provider = installProvider()
    const first = createAdapter()
    await first.adapter.connect({ connectorId: provider.name })
    first.adapter.destroy()
    provider.requests.length = 0

    const second = createAdapter({ storage: first.storage })
    expect(await second.adapter.reconnect()).toMatchObject({
      address: testAccount(1).payment.address,
      connectorId: provider.name,
    })
    expect(provider.requests.map((r) => r.method)).toEqual(['wallet_getAccount'])
  })

  it('resolves null for a provider that granted nothing (wallet_getAccount refused)', async () => {
    const provider = installProvider()
    const storage = createMemoryStorage()
    storage.setItem('foyer.bitcoin.connectorId', provider.name)
    const { adapter } = createAdapter({ storage })
    expect(await adapter.reconnect()).toBeNull()
  })
})
