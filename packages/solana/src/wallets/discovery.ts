import { watchWalletRegistry } from '@foyer/core'
import { getWallets } from '@wallet-standard/app'
import { connectorIdOf, isSolanaWallet, onWalletChange, type SolanaWallet } from './solanaWallet.js'

/** The wallets registered on the page through the wallet standard, kept current. */
export interface WalletRegistry {
  /** The Solana wallets registered right now, one per name (the first registered wins). */
  list(): readonly SolanaWallet[]
  find(connectorId: string): SolanaWallet | undefined
  /** The wallet with this id once it registers, or undefined after `timeoutMs`. */
  waitFor(connectorId: string, timeoutMs: number): Promise<SolanaWallet | undefined>
  stop(): void
}

/**
 * Follows the page's wallet-standard registry (`getWallets()` of @wallet-standard/app: wallets that
 * registered before, and later ones through the `wallet-standard:register-wallet` event) and each wallet's
 * `change` events, calling `onChange` whenever the list or a wallet's chains or features may have changed.
 * Makes no network request.
 */
export function watchWallets(onChange: () => void): WalletRegistry {
  const registry = getWallets()
  const list = (): SolanaWallet[] => {
    const seen = new Set<string>()
    return registry.get().filter((wallet): wallet is SolanaWallet => {
      if (!isSolanaWallet(wallet) || seen.has(connectorIdOf(wallet))) return false
      seen.add(connectorIdOf(wallet))
      return true
    })
  }
  const find = (connectorId: string) => list().find((wallet) => connectorIdOf(wallet) === connectorId)

  const watcher = watchWalletRegistry(registry, onWalletChange, onChange)

  return {
    list,
    find,
    waitFor(connectorId, timeoutMs) {
      const found = find(connectorId)
      if (found || timeoutMs <= 0) return Promise.resolve(found)
      return new Promise((resolve) => {
        const done = (wallet: SolanaWallet | undefined) => {
          clearTimeout(timer)
          off()
          resolve(wallet)
        }
        const timer = setTimeout(() => done(undefined), timeoutMs)
        const off = registry.on('register', () => {
          const wallet = find(connectorId)
          if (wallet) done(wallet)
        })
      })
    },
    stop: watcher.stop,
  }
}
