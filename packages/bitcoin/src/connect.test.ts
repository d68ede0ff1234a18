import './_test/fakeWindow.js'
import { UserRejectedRequestError } from '@foyer/core'
import { afterEach, describe, expect, it } from 'vitest'
import { installProvider } from './_test/fakeProvider.js'
import { testAccount } from './_test/keys.js'
import { cleanUp, createAdapter, installWallet } from './_test/wallets.js'
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from './networks/networks.js'

afterEach(cleanUp)

const account0 = testAccount(0)
const account1 = testAccount(1)

describe('connect a wallet-standard wallet', () => {
  it('asks bitcoin:connect for payment and ordinals and connects the payment address, both in accounts', async () => {
    const wallet = installWallet()
    const { adapter, storage } = createAdapter()
    const connection = await adapter.connect({ connectorId: wallet.wallet.name })
    expect(connection).toEqual({
      address: account0.payment.address,
      chainId: bitcoinRegtest.id,
      connectorId: wallet.wallet.name,
      accounts: [
        { address: account0.payment.address, type: 'payment', publicKey: account0.payment.publicKey },
        { address: account0.taproot.address, type: 'ordinal', publicKey: account0.taproot.publicKey },
      ],
    })
    expect(wallet.requests).toEqual([
      { method: 'bitcoin:connect', params: { purposes: ['payment', 'ordinals'] } },
    ])
    expect(storage.getItem('foyer.bitcoin.connectorId')).toBe(wallet.wallet.name)
    expect(storage.getItem('foyer.bitcoin.chainId')).toBe(bitcoinRegtest.id)
  })

  it('connects on the network its addresses belong to when core asks for another', async () => {
    const wallet = installWallet()
    const { adapter } = createAdapter({ networks: [bitcoin, bitcoinTestnet, bitcoinRegtest] })
    const connection = await adapter.connect({
      connectorId: wallet.wallet.name,
      chainId: bitcoin.caipNetworkId,
    })
    expect(connection.chainId).toBe(bitcoinRegtest.id)
    expect(adapter.network).toBe(bitcoinRegtest)
  })

  it('names the public network of the addresses when the app has none of its (core: Unsupported chain)', async () => {
    const wallet = installWallet({ network: 'mainnet' })
    const { adapter } = createAdapter({ networks: [bitcoinRegtest] })
    const connection = await adapter.connect({ connectorId: wallet.wallet.name })
    expect(connection.address).toMatch(/^bc1q/)
    expect(connection.chainId).toBe(bitcoin.id)
  })

  it.each([
    ['code 4001', 4001, 'User rejected the request.'],
    ['code 5000', 5000, 'declined'],
    ['only a message', null, 'User canceled the request'],
  ] as const)('maps a rejection with %s to UserRejectedRequestError', async (_, code, message) => {
    const wallet = installWallet()
    const { adapter, storage } = createAdapter()
    wallet.rejectNext(code, message)
    const error = await adapter.connect({ connectorId: wallet.wallet.name }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', shortMessage: 'User rejected the request.' })
    expect(storage.getItem('foyer.bitcoin.connectorId')).toBeNull()
  })

  it("keeps the wallet's own message for other failures", async () => {
    const wallet = installWallet()
    const { adapter } = createAdapter()
    wallet.rejectNext(-32603, 'Wallet is locked')
    await expect(adapter.connect({ connectorId: wallet.wallet.name })).rejects.toMatchObject({
      name: 'BitcoinRequestError',
      code: 'RPC',
      reason: 'wallet',
      shortMessage: 'Wallet is locked',
      rpcCode: -32603,
    })
  })

  it('rejects an unknown connector and invalid parameters', async () => {
    const { adapter } = createAdapter()
    await expect(adapter.connect({ connectorId: 'Nobody' })).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
    })
    await expect(adapter.connect({ connectorId: '' })).rejects.toMatchObject({
      name: 'InvalidParameterError',
    })
  })
})

describe('connect a WBIP004 (sats-connect) provider', () => {
  it("asks wallet_connect for payment and ordinals on the adapter's network, with public keys", async () => {
    const provider = installProvider()
    const { adapter } = createAdapter()
    const connection = await adapter.connect({ connectorId: provider.name })
    expect(connection).toEqual({
      address: account1.payment.address,
      chainId: bitcoinRegtest.id,
      connectorId: provider.name,
      accounts: [
        { address: account1.payment.address, type: 'payment', publicKey: account1.payment.publicKey },
        { address: account1.taproot.address, type: 'ordinal', publicKey: account1.taproot.publicKey },
      ],
    })
    expect(provider.requests).toEqual([
      { method: 'wallet_connect', params: { addresses: ['payment', 'ordinals'], network: 'Regtest' } },
    ])
  })

  it('falls back to getAccounts, then getAddresses, for providers without wallet_connect', async () => {
    const older = installProvider({ methods: ['getAccounts', 'signMessage'] })
    const oldest = installProvider({ methods: ['getAddresses'] })
    const { adapter } = createAdapter()
    expect((await adapter.connect({ connectorId: older.name })).address).toBe(account1.payment.address)
    expect(older.requests.map((r) => r.method)).toEqual(['wallet_connect', 'getAccounts'])
    expect((await adapter.connect({ connectorId: oldest.name })).address).toBe(account1.payment.address)
    expect(oldest.requests.map((r) => r.method)).toEqual(['wallet_connect', 'getAccounts', 'getAddresses'])
  })

  it("maps sats-connect's USER_REJECTION (-32000) to UserRejectedRequestError", async () => {
    const provider = installProvider()
    const { adapter } = createAdapter()
    provider.rejectNext()
    await expect(adapter.connect({ connectorId: provider.name })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('fails with ConnectError when the provider shares no payment address', async () => {
    const provider = installProvider()
    const { adapter } = createAdapter()
    const original = provider.provider.request
    provider.provider.request = async () => ({
      jsonrpc: '2.0',
      id: 1,
      result: { addresses: [{ address: account1.taproot.address, publicKey: '', purpose: 'ordinals' }] },
    })
    try {
      await expect(adapter.connect({ connectorId: provider.name })).rejects.toMatchObject({
        code: 'CONNECT_FAILED',
      })
    } finally {
      provider.provider.request = original
    }
  })
})
