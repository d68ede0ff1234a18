// @vitest-environment happy-dom
import { UserRejectedRequestError } from '@foyer/core'
import { getConnection } from '@wagmi/core'
import { getAddress } from 'viem'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createFakeProvider, ProviderRpcError, testAccountChecksummed } from './_test/fakeProvider.js'
import { adapterPerTest, rdns } from './_test/setup.js'

const setup = adapterPerTest()

describe('connect', () => {
  it('connects an announced wallet through wagmi and remembers it under foyer.evm', async () => {
    const { adapter, storage } = setup()
    const connection = await adapter.connect({ connectorId: rdns })
    expect(connection).toEqual({ address: testAccountChecksummed, chainId: 1, connectorId: rdns })
    // The app's wagmi hooks see the same connection.
    expect(getConnection(adapter.wagmiConfig)).toMatchObject({
      status: 'connected',
      address: testAccountChecksummed,
    })
    expect(storage.map.get('foyer.evm.recentConnectorId')).toBe(JSON.stringify(rdns))
  })

  it('switches to the requested chain after connecting', async () => {
    const { adapter, provider } = setup()
    provider.state.knownChains.add(10)
    const connection = await adapter.connect({ connectorId: rdns, chainId: 'eip155:10' })
    expect(connection.chainId).toBe(10)
    expect(provider.requests).toContain('wallet_switchEthereumChain')
  })

  it.each([4001, 5000])('maps a wallet rejection with code %i to UserRejectedRequestError', async (code) => {
    const { adapter, provider } = setup()
    provider.handlers.wallet_requestPermissions = () => {
      throw new ProviderRpcError(code, 'User rejected the request.')
    }
    provider.handlers.eth_requestAccounts = provider.handlers.wallet_requestPermissions
    const error = await adapter.connect({ connectorId: rdns }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', shortMessage: 'User rejected the request.' })
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
  })

  it('keeps the wallet error code in the cause for other failures', async () => {
    const { adapter, provider } = setup()
    provider.handlers.eth_requestAccounts = () => {
      throw new ProviderRpcError(-32002, 'Request already pending')
    }
    provider.handlers.wallet_requestPermissions = provider.handlers.eth_requestAccounts
    const error = await adapter.connect({ connectorId: rdns }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'RPC', rpcCode: -32002 })
  })

  it('rejects an unknown connector id with ConnectorNotFoundError', async () => {
    const { adapter } = setup()
    await expect(adapter.connect({ connectorId: 'io.example.missing' })).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
    })
    await expect(adapter.connect({ connectorId: 'injected' })).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
    })
  })

  it('connects a legacy window.ethereum wallet through the generic injected connector', async () => {
    const { adapter } = setup()
    const legacy = createFakeProvider(10)
    ;(window as { ethereum?: unknown }).ethereum = legacy
    onTestFinished(() => {
      delete (window as { ethereum?: unknown }).ethereum
    })
    const connection = await adapter.connect({ connectorId: 'injected' })
    expect(connection).toEqual({ address: testAccountChecksummed, chainId: 10, connectorId: 'injected' })
    expect(legacy.requests).toContain('wallet_requestPermissions')
  })

  it('validates its parameters', async () => {
    const { adapter } = setup()
    await expect(adapter.connect({ connectorId: '' })).rejects.toMatchObject({
      name: 'InvalidParameterError',
    })
  })
})

describe('wallet events', () => {
  it('reports an account switched in the wallet as accountChanged', async () => {
    const { adapter, provider } = setup()
    await adapter.connect({ connectorId: rdns })
    const event = new Promise((resolve) => adapter.on('accountChanged', resolve))
    const second = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    provider.emit('accountsChanged', [second])
    expect(await event).toEqual({
      address: getAddress(second),
      chainId: 1,
      connectorId: rdns,
    })
  })

  it('reports a chain the app did not request with its raw id', async () => {
    const { adapter, provider } = setup()
    await adapter.connect({ connectorId: rdns })
    const event = new Promise((resolve) => adapter.on('chainChanged', resolve))
    provider.emit('chainChanged', '0x2105') // Base: not among the adapter's networks
    expect(await event).toEqual({ chainId: 8453 })
  })

  it('reports the wallet ending the connection as disconnect', async () => {
    const { adapter, provider } = setup()
    await adapter.connect({ connectorId: rdns })
    const event = new Promise((resolve) => adapter.on('disconnect', resolve))
    provider.emit('accountsChanged', [])
    expect(await event).toEqual({})
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
  })

  it('reports a connection made from the wallet as accountChanged', async () => {
    const { adapter, provider } = setup()
    await adapter.reconnect() // settles start-up
    const event = new Promise((resolve) => adapter.on('accountChanged', resolve))
    provider.state.accounts = ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']
    provider.emit('connect', { chainId: '0x1' })
    expect(await event).toEqual({ address: testAccountChecksummed, chainId: 1, connectorId: rdns })
  })
})

describe('a wallet connecting on its own', () => {
  it('is reported as accountChanged before the page loaded any connect code', async () => {
    const { adapter, provider } = setup()
    // wagmi's connector listens for the wallet's 'connect' once it has set itself up.
    await vi.waitFor(() => expect(provider.listenerCount('connect')).toBeGreaterThan(0))
    const event = new Promise((resolve) => adapter.on('accountChanged', resolve))
    provider.state.accounts = ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']
    provider.emit('connect', { chainId: '0x1' })
    expect(await event).toEqual({ address: testAccountChecksummed, chainId: 1, connectorId: rdns })
    // The tracking is on from then: the wallet's later chain switch follows at once.
    const switched = new Promise((resolve) => adapter.on('chainChanged', resolve))
    provider.emit('chainChanged', '0xa')
    expect(await switched).toEqual({ chainId: 10 })
  })
})

describe('disconnect', () => {
  it('disconnects and reports no event for its own call', async () => {
    const { adapter, provider } = setup()
    await adapter.connect({ connectorId: rdns })
    let events = 0
    adapter.on('disconnect', () => events++)
    await adapter.disconnect()
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
    expect(provider.requests).toContain('wallet_revokePermissions')
    expect(events).toBe(0)
  })
})
