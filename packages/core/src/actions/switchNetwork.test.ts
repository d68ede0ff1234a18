import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { ChainNotSupportedError, UnsupportedChainError } from '../errors/connectionErrors.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, FAKE_ADDRESS, testMainnet, testSepolia } from '../testing/index.js'

function setup() {
  const storage = createMemoryStorage()
  const adapter = createFakeAdapter()
  const foyer = createFoyer({
    projectId: 'p',
    networks: [testMainnet, testSepolia],
    adapters: [adapter],
    storage,
  })
  return { foyer, adapter, storage }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('switchNetwork', () => {
  it('only selects the network when disconnected', async () => {
    const { foyer, adapter, storage } = setup()
    await foyer.switchNetwork(testSepolia)
    expect(foyer.getState().caipNetwork?.name).toBe('Sepolia')
    expect(adapter.callsOf('switchNetwork')).toHaveLength(0)
    expect(storage.getItem('foyer:lastChainId')).toBe('eip155:11155111')
  })

  it('switches the wallet when connected, then updates the network and refreshes the balance', async () => {
    const { foyer, adapter } = setup()
    await foyer.connect('io.foyer.fake')
    adapter.setBalance({ balance: '9', symbol: 'ETH' })
    await foyer.switchNetwork(testSepolia)
    expect(adapter.callsOf('switchNetwork')[0]?.args).toEqual([testSepolia])
    expect(foyer.getState().caipNetwork?.caipNetworkId).toBe('eip155:11155111')
    expect(foyer.getState().accounts.eip155).toMatchObject({
      caipAddress: `eip155:11155111:${FAKE_ADDRESS}`,
      balance: '9',
    })
  })

  it('shows the error short message in a snackbar and throws', async () => {
    vi.useFakeTimers()
    const { foyer, adapter } = setup()
    await foyer.connect('io.foyer.fake')
    adapter.failNext('switchNetwork', new ChainNotSupportedError())
    await expect(foyer.switchNetwork(testSepolia)).rejects.toBeInstanceOf(ChainNotSupportedError)
    expect(foyer.getState().snackbar).toMatchObject({
      variant: 'error',
      message: { id: 'errorChainNotSupported' },
    })
    expect(foyer.getState().caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(foyer.getState().loading).toBe(false)
  })

  it('refuses a network the app did not request', async () => {
    const { foyer } = setup()
    await expect(
      foyer.switchNetwork({ ...testSepolia, id: 5, caipNetworkId: 'eip155:5' }),
    ).rejects.toBeInstanceOf(UnsupportedChainError)
  })

  it('leaves UnsupportedChain for Account once on a requested network', async () => {
    const { foyer, adapter } = setup()
    adapter.setAccount({ chainId: 424242 })
    await foyer.connect('io.foyer.fake')
    expect(foyer.getState().router.history).toEqual([{ view: 'UnsupportedChain' }])
    await foyer.switchNetwork(testMainnet)
    expect(foyer.getState().router.history).toEqual([{ view: 'Account' }])
    expect(foyer.close()).toBe(true)
  })
})
