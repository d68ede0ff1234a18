// The page's wallet-standard registry, kept as the standard's app side keeps it (@wallet-standard/app's
// getWallets(), whose ~1 KiB gzip every page with a Solana or Bitcoin adapter would carry): a wallet that
// loaded first answers the app's `wallet-standard:app-ready` event, a later one sends
// `wallet-standard:register-wallet`; either way it calls `register`. One registry per page, shared by the
// adapters; another app-side library on the page keeps its own, fed by the same events.
import type { StandardWalletLike, WalletRegistryLike } from './walletRegistry.js'

/** The registry's API: its wallets, their comings and goings, and `register` (what wallets are handed). */
export interface StandardWalletRegistry<W extends StandardWalletLike = StandardWalletLike>
  extends WalletRegistryLike<W> {
  /** Adds wallets (each once); returns what removes them again. */
  register(...wallets: W[]): () => void
}

let registry: StandardWalletRegistry | undefined

/**
 * The page's wallet-standard registry; the first call announces the app to the page's wallets. Makes no
 * request to any wallet. `W`: how the caller types the wallets (wallet-standard's Wallet); nothing checks it.
 *
 * @example
 * const wallets = watchStandardWallets(standardWallets<Wallet>(), isSolanaWallet, onChange)
 */
export function standardWallets<
  W extends StandardWalletLike = StandardWalletLike,
>(): StandardWalletRegistry<W> {
  if (registry) return registry as unknown as StandardWalletRegistry<W>
  const wallets = new Set<StandardWalletLike>()
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  // A throwing listener is reported later and never stops the others.
  const emit = (event: keyof typeof listeners) => {
    for (const listener of [...listeners[event]]) {
      try {
        listener()
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }
  const register = (...added: StandardWalletLike[]) => {
    const fresh = added.filter((wallet) => !wallets.has(wallet))
    if (fresh.length === 0) return () => {}
    for (const wallet of fresh) wallets.add(wallet)
    emit('register')
    return () => {
      for (const wallet of fresh) wallets.delete(wallet)
      emit('unregister')
    }
  }
  registry = {
    get: () => [...wallets],
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register,
  }
  const page = globalThis.window as Pick<Window, 'addEventListener' | 'dispatchEvent'> | undefined
  if (page) {
    const api = Object.freeze({ register })
    page.addEventListener('wallet-standard:register-wallet', (event) =>
      (event as CustomEvent<(app: typeof api) => void>).detail(api),
    )
    page.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  }
  return registry as unknown as StandardWalletRegistry<W>
}
