import { type AdapterWallets, standardWallets, watchStandardWallets } from '@foyer/core'
import type { Wallet } from '@wallet-standard/base'
import { readWbipWallets, type WbipWallet } from '../wbip/providers.js'
import { type BitcoinWallet, eventFeatures, isBitcoinWallet } from './bitcoinWallet.js'

/** A wallet the page offers, by the API it speaks: the Bitcoin wallet standard or a WBIP004 provider. */
export type DiscoveredWallet =
  | { readonly kind: 'standard'; readonly id: string; readonly wallet: BitcoinWallet }
  | { readonly kind: 'wbip'; readonly id: string; readonly wallet: WbipWallet }

/**
 * The page's Bitcoin wallets, kept current. `list()`: the wallets right now, one per name: wallet-standard
 * wallets first (the first registered wins), then WBIP004 providers whose name no standard wallet has (a
 * wallet that offers both connects through the standard).
 */
export type WalletRegistry = AdapterWallets<DiscoveredWallet>

/**
 * Follows the page's wallet-standard registry (core's `standardWallets()`: wallets registered before and later, and each
 * one's change events) and reads `window.btc_providers` (WBIP004) whenever asked, and once more when the page
 * has loaded (extensions inject late). Calls `onChange` when the list may have changed. Makes no request to
 * any wallet.
 */
export function watchWallets(onChange: () => void): WalletRegistry {
  const standard = watchStandardWallets(standardWallets<Wallet>(), isBitcoinWallet, onChange, eventFeatures)
  const list = (): DiscoveredWallet[] => {
    const result: DiscoveredWallet[] = standard
      .list()
      .map((wallet) => ({ kind: 'standard', id: wallet.name, wallet }))
    const seen = new Set(result.map((wallet) => wallet.id.toLowerCase()))
    for (const wallet of readWbipWallets()) {
      const id = wallet.info.name
      if (seen.has(id.toLowerCase())) continue
      seen.add(id.toLowerCase())
      result.push({ kind: 'wbip', id, wallet })
    }
    return result
  }
  const find = (connectorId: string) => list().find((wallet) => wallet.id === connectorId)
  const offs = [standard.stop]
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
    },
  }
}
