import { mainnet, optimism } from 'viem/chains'
import { afterEach } from 'vitest'
import { EvmAdapter } from '../EvmAdapter.js'
import {
  type Announcement,
  announce,
  createFakeProvider,
  createMemoryStorage,
  type FakeProvider,
} from './fakeProvider.js'

export const rdns = 'io.example.fakewallet'
export const walletName = 'Fake Wallet'

/** A fresh adapter on mainnet + optimism with a fake announced wallet, and a cleanup for afterEach. */
export function setupAdapter(
  options: { storage?: ReturnType<typeof createMemoryStorage>; chainId?: number } = {},
) {
  const storage = options.storage ?? createMemoryStorage()
  const provider: FakeProvider = createFakeProvider(options.chainId ?? 1)
  const announcement: Announcement = announce(provider, rdns, walletName)
  const adapter = new EvmAdapter({ networks: [mainnet, optimism], storage })
  return { adapter, provider, storage, announcement }
}

/**
 * setupAdapter for one test file (call it at the file's top level): each wallet a test announced is
 * withdrawn after that test.
 */
export function adapterPerTest() {
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })
  return (options?: Parameters<typeof setupAdapter>[0]) => {
    const context = setupAdapter(options)
    cleanups.push(context.announcement.remove)
    return context
  }
}
