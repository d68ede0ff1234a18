import { type AdapterEvent, type AdapterEventMap, createMemoryStorage } from '@foyer/core'
import type { Wallet } from '@wallet-standard/base'
import {
  type BitcoinTestWalletControl,
  type BitcoinTestWalletOptions,
  installBitcoinTestWallet,
} from '../../../../e2e/bitcoin-wallet/index.js'
import { BitcoinAdapter, type BitcoinAdapterOptions } from '../BitcoinAdapter.js'
import { bitcoinRegtest } from '../networks/networks.js'

export type { BitcoinTestWalletControl }

const cleanups: (() => void)[] = []
let count = 0

/** Runs (in afterEach) what the helpers below set up: wallets unregistered, adapters destroyed. */
export function cleanUp(): void {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
}

/** Runs `cleanup` with the others after the test. */
export const onCleanUp = (cleanup: () => void) => cleanups.push(cleanup)

/** A name no other test's wallet has: the page's wallet registry is shared by every test of a file. */
export const uniqueName = (prefix = 'Test Wallet') => `${prefix} ${++count}`

/** Installs the Foyer Bitcoin Test Wallet in this test's window, unregistered after the test. */
export function installWallet(options: BitcoinTestWalletOptions = {}): BitcoinTestWalletControl {
  const control = installBitcoinTestWallet({ persist: false, name: uniqueName(), ...options })
  cleanups.push(() => control.unregister())
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

/** A BitcoinAdapter on regtest (first) with in-memory storage, destroyed after the test. */
export function createAdapter(options: BitcoinAdapterOptions = {}) {
  const storage = createMemoryStorage()
  const adapter = new BitcoinAdapter({ storage, networks: [bitcoinRegtest], ...options })
  cleanups.push(() => adapter.destroy())
  return { adapter, storage }
}

/** The next payload of an adapter event. */
export function nextEvent<E extends AdapterEvent>(adapter: BitcoinAdapter, event: E) {
  return new Promise<AdapterEventMap[E]>((resolve) => {
    const off = adapter.on(event, (payload) => {
      off()
      resolve(payload)
    })
  })
}
