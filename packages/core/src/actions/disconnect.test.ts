import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { DisconnectError } from '../errors/connectionErrors.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, testMainnet, testSepolia, testSolana } from '../testing/index.js'

function setup() {
  const storage = createMemoryStorage()
  const evm = createFakeAdapter({ chainId: 11155111 })
  const solana = createFakeAdapter({
    namespace: 'solana',
    address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    balance: { balance: '2', symbol: 'SOL' },
  })
  const foyer = createFoyer({
    projectId: 'p',
    networks: [testMainnet, testSepolia, testSolana],
    adapters: [evm, solana],
    storage,
  })
  return { foyer, evm, solana, storage }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('disconnect', () => {
  it('disconnects every namespace and resets accounts and network to the default', async () => {
    const { foyer, evm, solana, storage } = setup()
    await foyer.connect('io.foyer.fake', { chain: 'solana' })
    await foyer.connect('io.foyer.fake', { chain: 'eip155' })
    expect(foyer.getState().caipNetwork?.name).toBe('Sepolia')
    foyer.open()
    await foyer.disconnect()
    const state = foyer.getState()
    expect(evm.callsOf('disconnect')).toHaveLength(1)
    expect(solana.callsOf('disconnect')).toHaveLength(1)
    expect(state.accounts).toEqual({ eip155: { status: 'disconnected' }, solana: { status: 'disconnected' } })
    expect(state.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(state.router.history).toEqual([{ view: 'Connect' }])
    expect(state.open).toBe(false)
    expect(storage.getItem('foyer:connection:eip155')).toBeNull()
  })

  it("on adapter failure shows 'Failed to disconnect' and throws DisconnectError", async () => {
    vi.useFakeTimers()
    const { foyer, evm } = setup()
    await foyer.connect('io.foyer.fake', { chain: 'eip155' })
    foyer.open()
    evm.failNext('disconnect', new Error('boom'))
    await expect(foyer.disconnect()).rejects.toBeInstanceOf(DisconnectError)
    expect(foyer.getState()).toMatchObject({ open: true, router: { history: [{ view: 'Account' }] } })
    expect(foyer.getState().snackbar).toMatchObject({ variant: 'error', message: { id: 'disconnectFailed' } })
    expect(foyer.getState().accounts.eip155?.status).toBe('connected')
  })

  it('clears connectionError', async () => {
    const { foyer, evm } = setup()
    evm.failNext('connect', { code: 4001 })
    await foyer.connect('io.foyer.fake', { chain: 'eip155' }).catch(() => {})
    expect(foyer.getState().connectionError).toBeDefined()
    await foyer.disconnect()
    expect(foyer.getState().connectionError).toBeUndefined()
  })
})
