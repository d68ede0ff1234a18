// @vitest-environment happy-dom
import { UserRejectedRequestError } from '@foyer/core'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanUp, createAdapter, installWallet, nextEvent } from './_test/wallets.js'
import { solanaDevnet, solanaMainnet, solanaTestnet } from './networks/networks.js'

afterEach(cleanUp)

const otherSeed = Array.from({ length: 32 }, (_, i) => 100 + i)

describe('connect', () => {
  it("connects through standard:connect on the adapter's first network and remembers the wallet", async () => {
    const wallet = await installWallet()
    const { adapter, storage } = createAdapter({ networks: [solanaDevnet, solanaMainnet] })
    const connection = await adapter.connect({ connectorId: wallet.wallet.name })
    expect(connection).toEqual({
      address: wallet.state.address,
      chainId: solanaDevnet.id,
      connectorId: wallet.wallet.name,
    })
    expect(connection.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(wallet.requests).toEqual([{ method: 'standard:connect', params: { silent: false } }])
    expect(storage.getItem('foyer.solana.connectorId')).toBe(wallet.wallet.name)
    expect(storage.getItem('foyer.solana.chainId')).toBe(solanaDevnet.id)
  })

  it('connects on the network core asks for, by id or CAIP-2 id', async () => {
    const wallet = await installWallet()
    const { adapter } = createAdapter({ networks: [solanaMainnet, solanaDevnet, solanaTestnet] })
    const byId = await adapter.connect({ connectorId: wallet.wallet.name, chainId: solanaTestnet.id })
    expect(byId.chainId).toBe(solanaTestnet.id)
    const byCaip = await adapter.connect({
      connectorId: wallet.wallet.name,
      chainId: solanaDevnet.caipNetworkId,
    })
    expect(byCaip.chainId).toBe(solanaDevnet.id)
    expect(adapter.network).toBe(solanaDevnet)
  })

  it.each([
    ['code 4001', 4001, 'User rejected the request.'],
    ['code 5000', 5000, 'declined'],
    ['only a message', null, 'User declined the connection'],
  ] as const)('maps a rejection with %s to UserRejectedRequestError', async (_, code, message) => {
    const wallet = await installWallet()
    const { adapter, storage } = createAdapter()
    wallet.rejectNext(code, message)
    const error = await adapter.connect({ connectorId: wallet.wallet.name }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', shortMessage: 'User rejected the request.' })
    expect(storage.getItem('foyer.solana.connectorId')).toBeNull()
  })

  it("keeps the wallet's own message for other failures", async () => {
    const wallet = await installWallet()
    const { adapter } = createAdapter()
    wallet.rejectNext(-32603, 'Wallet is locked')
    await expect(adapter.connect({ connectorId: wallet.wallet.name })).rejects.toMatchObject({
      name: 'SolanaRequestError',
      code: 'RPC',
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

describe('wallet events', () => {
  it('reports another account chosen in the wallet as accountChanged', async () => {
    const wallet = await installWallet()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    const event = nextEvent(adapter, 'accountChanged')
    const address = await wallet.setSecretKey(otherSeed)
    expect(await event).toEqual({ address, chainId: solanaMainnet.id, connectorId: wallet.wallet.name })
  })

  it('reports the wallet ending the connection as disconnect, and forgets it', async () => {
    const wallet = await installWallet()
    const { adapter, storage } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    const event = nextEvent(adapter, 'disconnect')
    wallet.disconnect()
    expect(await event).toEqual({})
    expect(storage.getItem('foyer.solana.connectorId')).toBeNull()
  })

  it('reports a connected wallet that unregisters as disconnect', async () => {
    const wallet = await installWallet()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    const event = nextEvent(adapter, 'disconnect')
    wallet.unregister()
    expect(await event).toEqual({})
  })

  it('ignores events of a wallet it is not connected to', async () => {
    const connected = await installWallet()
    const other = await installWallet()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: connected.wallet.name })
    // Connected to the page from elsewhere: its events are not the adapter's business.
    await (other.wallet.features['standard:connect'] as { connect(): Promise<unknown> }).connect()
    let events = 0
    adapter.on('disconnect', () => events++)
    adapter.on('accountChanged', () => events++)
    await other.setSecretKey(otherSeed)
    other.disconnect()
    expect(events).toBe(0)
  })
})

describe('disconnect', () => {
  it('calls standard:disconnect, forgets the wallet and reports no event for its own call', async () => {
    const wallet = await installWallet()
    const { adapter, storage } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    let events = 0
    adapter.on('disconnect', () => events++)
    await adapter.disconnect()
    expect(wallet.requests.map((r) => r.method)).toEqual(['standard:connect', 'standard:disconnect'])
    expect(wallet.state.connected).toBe(false)
    expect(storage.getItem('foyer.solana.connectorId')).toBeNull()
    expect(events).toBe(0)
  })

  it('disconnects a wallet without standard:disconnect locally', async () => {
    const wallet = await installWallet({ features: ['standard:connect', 'solana:signMessage'] })
    const { adapter, storage } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    await adapter.disconnect()
    expect(storage.getItem('foyer.solana.connectorId')).toBeNull()
    await expect(
      adapter.signMessage({ message: 'hi', address: wallet.state.address ?? '' }),
    ).rejects.toMatchObject({
      shortMessage: 'No Solana wallet is connected',
    })
  })
})

describe('switchNetwork', () => {
  it('changes the active network, keeps the account and reports chainChanged', async () => {
    const wallet = await installWallet()
    const { adapter, storage } = createAdapter({ networks: [solanaMainnet, solanaDevnet] })
    await adapter.connect({ connectorId: wallet.wallet.name })
    const event = nextEvent(adapter, 'chainChanged')
    await adapter.switchNetwork(solanaDevnet)
    expect(await event).toEqual({ chainId: solanaDevnet.id })
    expect(adapter.network.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(storage.getItem('foyer.solana.chainId')).toBe(solanaDevnet.id)
  })

  it('switches without a connection and rejects a network of another namespace', async () => {
    const { adapter } = createAdapter()
    await adapter.switchNetwork(solanaTestnet)
    expect(adapter.network.id).toBe(solanaTestnet.id)
    const evm = { ...solanaMainnet, id: '1', caipNetworkId: 'eip155:1', chainNamespace: 'eip155' }
    await expect(adapter.switchNetwork(evm as never)).rejects.toMatchObject({ name: 'InvalidParameterError' })
  })
})
