import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'
import type { Wallet } from '../types/wallet.js'
import { isChainNamespace } from '../utils/caip.js'

/** True when excludeWalletIds names the wallet by id, rdns or case-insensitive name. */
export function isWalletExcluded(wallet: Wallet, excludeWalletIds: readonly string[] = []): boolean {
  const name = wallet.name.toLowerCase()
  return excludeWalletIds.some((id) => id === wallet.id || id === wallet.rdns || id.toLowerCase() === name)
}

/** A directory wallet as a connector of the Connect view's featured/recommended/custom groups. */
export function walletToConnector(wallet: Wallet): Connector {
  const namespace = wallet.chains?.[0]?.split(':')[0]
  const chain: ChainNamespace = namespace && isChainNamespace(namespace) ? namespace : 'eip155'
  return {
    id: wallet.id,
    type: 'WALLET_CONNECT',
    name: wallet.name,
    chain,
    ...(wallet.image_url ? { imageUrl: wallet.image_url } : {}),
    info: wallet.rdns ? { rdns: wallet.rdns } : {},
    explorerId: wallet.id,
  }
}

/** Wallets not seen before (by id), in order; pages may overlap when the directory changes. */
export function appendUnique(existing: readonly Wallet[], next: readonly Wallet[]): Wallet[] {
  const seen = new Set(existing.map((w) => w.id))
  const merged = [...existing]
  for (const wallet of next) {
    if (seen.has(wallet.id)) continue
    seen.add(wallet.id)
    merged.push(wallet)
  }
  return merged
}
