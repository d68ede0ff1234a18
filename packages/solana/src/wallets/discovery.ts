import { type AdapterWallets, watchWalletRegistry } from '@foyer/core'
import { getWallets } from '@wallet-standard/app'
import { connectorIdOf, isSolanaWallet, onWalletChange, type SolanaWallet } from './solanaWallet.js'

/**
 * The wallets registered on the page through the wallet standard, kept current: `list()` holds the Solana
 * wallets registered right now, one per name (the first registered wins).
 */
export type WalletRegistry = AdapterWallets<SolanaWallet>

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

  return { list, find, stop: watcher.stop }
}
