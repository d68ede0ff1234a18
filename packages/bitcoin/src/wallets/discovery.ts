import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { readWbipWallets, type WbipWallet } from '../wbip/providers.js'
import { type BitcoinWallet, connectorIdOf, isBitcoinWallet, onWalletChange } from './bitcoinWallet.js'

/** A wallet the page offers, by the API it speaks: the Bitcoin wallet standard or a WBIP004 provider. */
export type DiscoveredWallet =
  | { readonly kind: 'standard'; readonly id: string; readonly wallet: BitcoinWallet }
  | { readonly kind: 'wbip'; readonly id: string; readonly wallet: WbipWallet }

/** The page's Bitcoin wallets, kept current. */
export interface WalletRegistry {
  /**
   * The wallets right now, one per name: wallet-standard wallets first (the first registered wins), then
   * WBIP004 providers whose name no standard wallet has (a wallet that offers both connects through the
   * standard).
   */
  list(): readonly DiscoveredWallet[]
  find(connectorId: string): DiscoveredWallet | undefined
  stop(): void
}

/**
 * Follows the page's wallet-standard registry (`getWallets()`: wallets registered before and later, and each
 * one's change events) and reads `window.btc_providers` (WBIP004) whenever asked, and once more when the page
 * has loaded (extensions inject late). Calls `onChange` when the list may have changed. Makes no request to
 * any wallet.
 */
export function watchWallets(onChange: () => void): WalletRegistry {
  const registry = getWallets()
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
  const list = (): DiscoveredWallet[] => {
    const seen = new Set<string>()
    const result: DiscoveredWallet[] = []
    for (const wallet of registry.get()) {
      const id = connectorIdOf(wallet)
      if (!isBitcoinWallet(wallet) || seen.has(id.toLowerCase())) continue
      seen.add(id.toLowerCase())
      result.push({ kind: 'standard', id, wallet })
    }
    for (const wallet of readWbipWallets()) {
      const id = wallet.info.name
      if (seen.has(id.toLowerCase())) continue
      seen.add(id.toLowerCase())
      result.push({ kind: 'wbip', id, wallet })
    }
    return result
  }
  const find = (connectorId: string) => list().find((wallet) => wallet.id === connectorId)

  follow()
  const changed = () => {
    follow()
    onChange()
  }
  const offs = [registry.on('register', changed), registry.on('unregister', changed)]
  const target = globalThis.window as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>
  if (typeof target?.addEventListener === 'function') {
    target.addEventListener('load', onChange, { once: true })
    offs.push(() => target.removeEventListener?.('load', onChange))
  }

  return {
    list,
    find,
    stop() {
      for (const off of offs.splice(0)) off()
      for (const off of followed.values()) off()
      followed.clear()
    },
  }
}
