import {
  type ChainNamespace,
  createFoyer,
  createMemoryStorage,
  type FoyerInstance,
  type FoyerOptions,
} from '@foyer/core'
import { createFakeAdapter, type FakeAdapter, type FakeAdapterOptions } from '@foyer/core/testing'
import { act } from '@testing-library/react'
import { mainnet, polygon } from './fixtures.js'

const live = new Set<FoyerInstance>()

/** Ends every instance the test made (setup.ts runs it after each test): no timer or listener outlives it. */
export function destroyTestFoyers() {
  for (const foyer of live) foyer.destroy()
  live.clear()
}

export interface TestFoyerOptions extends Partial<FoyerOptions> {
  /** Options of the fake EVM adapter made when `adapters` is not given. */
  wallet?: FakeAdapterOptions | undefined
  adapters?: readonly FakeAdapter[] | undefined
}

/**
 * The real createFoyer for a UI test: core's fake adapter (one EVM wallet, 'Fake Wallet', that also
 * takes WalletConnect sessions), Ethereum and Polygon, memory storage, and every service URL on a
 * closed loopback port so a request the test did not stub cannot leave the machine.
 */
export function createTestFoyer(options: TestFoyerOptions = {}) {
  const { wallet, adapters, ...rest } = options
  const all = adapters ?? [createFakeAdapter({ walletConnect: true, ...wallet })]
  const foyer = createFoyer({
    projectId: 'test',
    networks: [mainnet, polygon],
    storage: createMemoryStorage(),
    isMobile: false,
    apiUrl: 'http://127.0.0.1:1',
    blockchainApiUrl: 'http://127.0.0.1:1',
    secureSiteUrl: 'http://127.0.0.1:1',
    relayUrl: 'ws://127.0.0.1:1',
    ...rest,
    adapters: all,
  })
  live.add(foyer)
  return { foyer, adapter: all[0] as FakeAdapter, adapters: all }
}

/** Connects through a connector the way a click does (the modal closes after a fresh connection). */
export async function connectWallet(
  foyer: FoyerInstance,
  connectorId = 'io.foyer.fake',
  chain?: ChainNamespace,
): Promise<void> {
  await act(() => foyer.connect(connectorId, chain ? { chain } : {}))
}
