import './_test/fakeWindow.js'
import { hex } from '@scure/base'
import { p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { afterEach, describe, expect, it } from 'vitest'
import { installProvider } from './_test/fakeProvider.js'
import { testAccount, testKeys } from './_test/keys.js'
import { cleanUp, createAdapter, installWallet, nextEvent } from './_test/wallets.js'
import { bitcoinRegtest, bitcoinSignet, bitcoinTestnet } from './networks/networks.js'

afterEach(cleanUp)

describe('wallet events', () => {
  it('reports other keys chosen in a wallet-standard wallet as accountChanged with both addresses', async () => {
    const wallet = installWallet()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    const event = nextEvent(adapter, 'accountChanged')
    wallet.setKeys(testKeys(3))
    const account = testAccount(3)
    expect(await event).toEqual({
      address: account.payment.address,
      chainId: bitcoinRegtest.id,
      connectorId: wallet.wallet.name,
      accounts: [
        { address: account.payment.address, type: 'payment', publicKey: account.payment.publicKey },
        { address: account.taproot.address, type: 'ordinal', publicKey: account.taproot.publicKey },
      ],
    })
  })

  it('reports the wallet ending the connection as disconnect, and forgets it', async () => {
    const wallet = installWallet()
    const { adapter, storage } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    const event = nextEvent(adapter, 'disconnect')
    wallet.disconnect()
    expect(await event).toEqual({})
    expect(storage.getItem('foyer.bitcoin.connectorId')).toBeNull()
  })

  it('reports a connected wallet that unregisters as disconnect', async () => {
    const wallet = installWallet()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    const event = nextEvent(adapter, 'disconnect')
    wallet.unregister()
    expect(await event).toEqual({})
  })

  it('disconnects through standard:disconnect without reporting its own request as news', async () => {
    const wallet = installWallet()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    let events = 0
    adapter.on('disconnect', () => events++)
    await adapter.disconnect()
    expect(wallet.state.connected).toBe(false)
    expect(wallet.requests.map((r) => r.method)).toEqual(['bitcoin:connect', 'standard:disconnect'])
    expect(events).toBe(0)
  })

  it('ignores events of a wallet it is not connected to', async () => {
    const connected = installWallet()
    const other = installWallet()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: connected.wallet.name })
    const connect = other.wallet.features['bitcoin:connect'] as { connect(i: object): Promise<unknown> }
    await connect.connect({ purposes: ['payment'] })
    let events = 0
    adapter.on('disconnect', () => events++)
    adapter.on('accountChanged', () => events++)
    other.setKeys(testKeys(4))
    other.disconnect()
    expect(events).toBe(0)
  })

  it("follows a WBIP004 provider's accountChange (with addresses, or asked again) and disconnect", async () => {
    const provider = installProvider()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: provider.name })
    const account = testAccount(5)
    const changed = nextEvent(adapter, 'accountChanged')
    provider.emit('accountChange', {
      type: 'accountChange',
      addresses: [
        { address: account.taproot.address, publicKey: account.taproot.publicKey, purpose: 'ordinals' },
        { address: account.payment.address, publicKey: account.payment.publicKey, purpose: 'payment' },
      ],
    })
    expect(await changed).toMatchObject({
      address: account.payment.address,
      accounts: [{ type: 'payment' }, { type: 'ordinal', address: account.taproot.address }],
    })
    // Without addresses in the event, the adapter asks wallet_getAccount (the provider answers its own keys).
    const asked = nextEvent(adapter, 'accountChanged')
    provider.emit('accountChange', { type: 'accountChange' })
    expect((await asked).address).toBe(testAccount(1).payment.address)
    expect(provider.requests.at(-1)?.method).toBe('wallet_getAccount')

    const ended = nextEvent(adapter, 'disconnect')
    provider.emit('disconnect', { type: 'disconnect' })
    expect(await ended).toEqual({})
    expect(provider.listenerCount()).toBe(0)
  })

  it('moves to the network of the addresses a provider switched to (networkChange)', async () => {
    const provider = installProvider()
    const { adapter, storage } = createAdapter({ networks: [bitcoinRegtest, bitcoinTestnet] })
    await adapter.connect({ connectorId: provider.name })
    const publicKey = testAccount(1).payment.publicKey
    const testnetAddress = p2wpkh(hex.decode(publicKey), TEST_NETWORK).address
    const event = nextEvent(adapter, 'accountChanged')
    provider.emit('networkChange', {
      type: 'networkChange',
      bitcoin: { name: 'Testnet' },
      addresses: [{ address: testnetAddress, publicKey, purpose: 'payment' }],
    })
    expect(await event).toMatchObject({ address: testnetAddress, chainId: bitcoinTestnet.id })
    expect(adapter.network).toBe(bitcoinTestnet)
    expect(storage.getItem('foyer.bitcoin.chainId')).toBe(bitcoinTestnet.id)
  })
})

describe('switchNetwork', () => {
  it('switches among networks of the same addresses and reports chainChanged', async () => {
    const wallet = installWallet({ network: 'testnet' })
    const { adapter, storage } = createAdapter({ networks: [bitcoinTestnet, bitcoinSignet] })
    await adapter.connect({ connectorId: wallet.wallet.name })
    const event = nextEvent(adapter, 'chainChanged')
    await adapter.switchNetwork(bitcoinSignet)
    expect(await event).toEqual({ chainId: bitcoinSignet.id })
    expect(storage.getItem('foyer.bitcoin.chainId')).toBe(bitcoinSignet.id)
  })

  it("refuses a network the wallet's addresses do not belong to", async () => {
    const wallet = installWallet()
    const { adapter } = createAdapter({ networks: [bitcoinRegtest, bitcoinTestnet] })
    await adapter.connect({ connectorId: wallet.wallet.name })
    await expect(adapter.switchNetwork(bitcoinTestnet)).rejects.toMatchObject({
      name: 'BitcoinRequestError',
      reason: 'network',
    })
    expect(adapter.network).toBe(bitcoinRegtest)
  })
})
