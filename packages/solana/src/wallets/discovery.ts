import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
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
  // A wallet may gain or lose features and chains later (a locked extension, ...): follow each one.
  const followed = new Map<Wallet, () => void>()
  const follow = () => {
    const current = registry.get()
    for (const wallet of current) {
      if (followed.has(wallet)) continue
      followed.set(
        wallet,
        onWalletChange(wallet, (properties) => {
          if ('chains' in properties || 'features' in properties) onChange()
        }),
      )
    }
    for (const [wallet, off] of followed) {
      if (current.includes(wallet)) continue
      off()
      followed.delete(wallet)
    }
  }
  const list = (): SolanaWallet[] => {
    const seen = new Set<string>()
    return registry.get().filter((wallet): wallet is SolanaWallet => {
      if (!isSolanaWallet(wallet) || seen.has(connectorIdOf(wallet))) return false
      seen.add(connectorIdOf(wallet))
      return true
    })
  }
  const find = (connectorId: string) => list().find((wallet) => connectorIdOf(wallet) === connectorId)

  follow()
  const changed = () => {
    follow()
    onChange()
  }
  const offs = [registry.on('register', changed), registry.on('unregister', changed)]

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
    stop() {
      for (const off of offs.splice(0)) off()
      for (const off of followed.values()) off()
      followed.clear()
    },
  }
}
