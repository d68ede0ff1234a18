import { type AdapterEvent, type AdapterEventMap, createMemoryStorage } from '@foyer/core'
import type { Wallet } from '@wallet-standard/base'
import {
  installSolanaTestWallet,
  type SolanaTestWalletControl,
  type SolanaTestWalletOptions,
} from '../../../../e2e/solana-wallet/index.js'
import { SolanaAdapter, type SolanaAdapterOptions } from '../SolanaAdapter.js'

export type { SolanaTestWalletControl }

const cleanups: (() => void)[] = []
let count = 0

/** Runs (in afterEach) what the helpers below set up: wallets unregistered, adapters destroyed. */
export function cleanUp(): void {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
}

/** A name no other test's wallet has: the page's wallet registry is shared by every test of a file. */
export const uniqueName = (prefix = 'Test Wallet') => `${prefix} ${++count}`

/** Installs the Foyer Solana Test Wallet in this test's window, unregistered after the test. */
export async function installWallet(options: SolanaTestWalletOptions = {}): Promise<SolanaTestWalletControl> {
  const control = installSolanaTestWallet({ persist: false, name: uniqueName(), ...options })
  cleanups.push(() => control.unregister())
  await control.ready
  return control
}

/** Registers a hand-made wallet object directly (for shapes the test wallet does not take). */
export function registerWallet(wallet: Wallet): void {
  // As a wallet does: the app's registry hands itself over in answer to the event.
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: ({ register }: { register: (wallet: Wallet) => () => void }) => cleanups.push(register(wallet)),
    }),
  )
}

/** A SolanaAdapter with in-memory storage, destroyed after the test. */
export function createAdapter(options: SolanaAdapterOptions = {}) {
  const storage = createMemoryStorage()
  const adapter = new SolanaAdapter({ storage, ...options })
  cleanups.push(() => adapter.destroy())
  return { adapter, storage }
}

/** The next payload of an adapter event. */
export function nextEvent<E extends AdapterEvent>(adapter: SolanaAdapter, event: E) {
  return new Promise<AdapterEventMap[E]>((resolve) => {
    const off = adapter.on(event, (payload) => {
      off()
      resolve(payload)
    })
  })
}
