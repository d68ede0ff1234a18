import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../storage/storage.js'
import {
  createFakeAdapter,
  createFakeConnector,
  FAKE_ADDRESS,
  testMainnet,
  testSepolia,
  testSolana,
} from '../testing/index.js'

const OTHER = '0x00000000000000000000000000000000000000b2'

function setup() {
  const adapter = createFakeAdapter()
  const foyer = createFoyer({
    projectId: 'p',
    networks: [testMainnet, testSepolia],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  return { foyer, adapter }
}

/** Resolves at the next state change that satisfies the predicate. */
const waitFor = (
  foyer: ReturnType<typeof createFoyer>,
  predicate: (s: ReturnType<typeof foyer.getState>) => boolean,
) =>
  new Promise<void>((resolve) => {
    if (predicate(foyer.getState())) return resolve()
    const unsubscribe = foyer.subscribe((state) => {
      if (predicate(state)) {
        unsubscribe()
        resolve()
      }
    })
  })

describe('adapter events', () => {
  it('accountChanged updates the address and refreshes the balance', async () => {
    const { foyer, adapter } = setup()
    await foyer.connect('io.foyer.fake')
    adapter.setBalance({ balance: '5', symbol: 'ETH' })
    adapter.emit('accountChanged', { address: OTHER, chainId: 1, connectorId: 'io.foyer.fake' })
    expect(foyer.getState().accounts.eip155?.caipAddress).toBe(`eip155:1:${OTHER}`)
    await waitFor(foyer, (s) => s.accounts.eip155?.balance === '5')
  })

  it('accountChanged from outside the modal connects (once the connection code has loaded)', async () => {
    const { foyer, adapter } = setup()
    adapter.emit('accountChanged', { address: OTHER, chainId: 11155111, connectorId: 'io.foyer.fake' })
    await waitFor(foyer, (s) => s.accounts.eip155?.status === 'connected')
    expect(foyer.getState().accounts.eip155).toMatchObject({ status: 'connected', address: OTHER })
    expect(foyer.getState().caipNetwork?.name).toBe('Sepolia')
  })

  it('chainChanged to an unrequested chain opens UnsupportedChain; back to a requested one goes to Account', async () => {
    const { foyer, adapter } = setup()
    await foyer.connect('io.foyer.fake')
    foyer.close()
    adapter.emit('chainChanged', { chainId: 424242 })
    expect(foyer.getState()).toMatchObject({
      open: true,
      router: { history: [{ view: 'UnsupportedChain' }] },
    })
    expect(foyer.getState().caipNetwork?.name).toBe('Unknown Network')
    expect(foyer.close()).toBe(false)
    foyer.open()
    expect(foyer.getState().router.history).toEqual([{ view: 'UnsupportedChain' }])
    adapter.emit('chainChanged', { chainId: 11155111 })
    expect(foyer.getState().router.history).toEqual([{ view: 'Account' }])
    expect(foyer.getState().caipNetwork?.name).toBe('Sepolia')
    expect(foyer.getState().accounts.eip155?.caipAddress).toBe(`eip155:11155111:${FAKE_ADDRESS}`)
  })

  it("chainChanged drops the old chain's balance: none on an unrequested chain, the new one on a requested chain", async () => {
    const { foyer, adapter } = setup()
    await foyer.connect('io.foyer.fake')
    expect(foyer.getState().accounts.eip155).toMatchObject({ balance: '1.234567', balanceSymbol: 'ETH' })
    adapter.emit('chainChanged', { chainId: 424242 })
    expect(foyer.getState().accounts.eip155?.balance).toBeUndefined()
    expect(foyer.getState().accounts.eip155?.balanceSymbol).toBeUndefined()
    expect(foyer.getState().accounts.eip155).toMatchObject({ status: 'connected', address: FAKE_ADDRESS })
    adapter.setBalance({ balance: '7', symbol: 'ETH' })
    const held = adapter.hold('getBalance')
    adapter.emit('chainChanged', { chainId: 11155111 })
    // While Sepolia's balance is read, nothing shows rather than another chain's figure.
    expect(foyer.getState().accounts.eip155?.balance).toBeUndefined()
    held.release()
    await waitFor(foyer, (s) => s.accounts.eip155?.balance === '7')
  })

  it('chainChanged while disconnected changes nothing', () => {
    const { foyer, adapter } = setup()
    adapter.emit('chainChanged', { chainId: 11155111 })
    expect(foyer.getState().caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(foyer.getState().open).toBe(false)
  })

  it('disconnect resets like disconnect()', async () => {
    const { foyer, adapter } = setup()
    await foyer.switchNetwork(testSepolia)
    await foyer.connect('io.foyer.fake')
    foyer.open()
    adapter.emit('disconnect', {})
    expect(foyer.getState().accounts.eip155).toEqual({ status: 'disconnected' })
    expect(foyer.getState().caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(foyer.getState().router.history).toEqual([{ view: 'Connect' }])
  })

  it('connectors replaces that adapter connectors', () => {
    const { foyer, adapter } = setup()
    adapter.emit('connectors', { connectors: [createFakeConnector({ id: 'new', name: 'New Wallet' })] })
    expect(foyer.getState().connectors.map((c) => c.name)).toEqual(['New Wallet'])
  })

  it('a wallet ending one namespace leaves the other connected and active', async () => {
    const evm = createFakeAdapter()
    const solana = createFakeAdapter({
      namespace: 'solana',
      address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      connectors: [createFakeConnector({ id: 'Phantom', name: 'Phantom', chain: 'solana' })],
    })
    const foyer = createFoyer({
      projectId: 'p',
      networks: [testMainnet, testSolana],
      adapters: [evm, solana],
      storage: createMemoryStorage(),
    })
    await foyer.connect('io.foyer.fake')
    await foyer.connect('Phantom')
    expect(foyer.getState().activeNamespace).toBe('solana')
    solana.emit('disconnect', {})
    const state = foyer.getState()
    expect(state.accounts.solana?.status).toBe('disconnected')
    expect(state.accounts.eip155).toMatchObject({ status: 'connected', address: FAKE_ADDRESS })
    expect(state.activeNamespace).toBe('eip155')
    expect(state.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it("a wallet's account or chain change in the namespace the visitor is not on updates it and leaves the page where it is", async () => {
    const evm = createFakeAdapter()
    const solana = createFakeAdapter({
      namespace: 'solana',
      address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      connectors: [createFakeConnector({ id: 'Phantom', name: 'Phantom', chain: 'solana' })],
    })
    const foyer = createFoyer({
      projectId: 'p',
      networks: [testMainnet, testSolana],
      adapters: [evm, solana],
      storage: createMemoryStorage(),
    })
    await foyer.connect('Phantom')
    await foyer.connect('io.foyer.fake')
    expect(foyer.getState().activeNamespace).toBe('eip155')
    const moved = '26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6'
    solana.emit('accountChanged', { address: moved, chainId: testSolana.id, connectorId: 'Phantom' })
    solana.emit('chainChanged', { chainId: testSolana.id })
    const state = foyer.getState()
    expect(state.accounts.solana).toMatchObject({ status: 'connected', address: moved })
    expect(state.activeNamespace).toBe('eip155')
    expect(state.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })
})
