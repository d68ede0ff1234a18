import { afterEach, vi } from 'vitest'
import { createFoyer } from '../../createFoyer.js'
import type { FoyerInstance } from '../../instance/foyerInstance.js'
import { createMemoryStorage } from '../../storage/storage.js'
import {
  createFakeAdapter,
  FAKE_ADDRESS,
  FAKE_ALICE,
  FAKE_HOLDINGS,
  testMainnet,
  testSepolia,
} from '../../testing/index.js'

/**
 * Test-only: a Foyer on mainnet + sepolia with the fake adapter (alice.eth resolves to FAKE_ALICE),
 * the balance endpoint answering FAKE_HOLDINGS, connected and with balances loaded unless
 * `connect: false`. Unstubs fetch after each test of the file that calls it.
 */
export async function setupSend(options: { connect?: boolean; invalidAddresses?: string[] } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(FAKE_HOLDINGS)),
  )
  const adapter = createFakeAdapter({
    names: { 'alice.eth': FAKE_ALICE },
    ...(options.invalidAddresses ? { invalidAddresses: options.invalidAddresses } : {}),
  })
  const foyer = createFoyer({
    projectId: 'c0ffee00000000000000000000000001',
    networks: [testMainnet, testSepolia],
    adapters: [adapter],
    storage: createMemoryStorage(),
    blockchainApiUrl: 'http://chain.test/',
  })
  if (options.connect === false) return { foyer, adapter }
  await foyer.connect('io.foyer.fake')
  await foyer.fetchBalances(FAKE_ADDRESS, 'eip155:1')
  return { foyer, adapter }
}

/** The loaded balance of `symbol`; throws when it is missing. */
export function holding(foyer: FoyerInstance, symbol: string) {
  const item = foyer.getState().balances.items.find((b) => b.symbol === symbol)
  if (!item) throw new Error(`${symbol} missing`)
  return item
}

/** Registers the cleanup of setupSend's stubs for the calling test file. */
export function restoreAfterEach() {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}
