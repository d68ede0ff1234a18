import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'
import type { Wallet } from '../types/wallet.js'

/** True when excludeWalletIds names the wallet by id, rdns or case-insensitive name. */
export function isWalletExcluded(wallet: Wallet, excludeWalletIds: readonly string[] = []): boolean {
  const name = wallet.name.toLowerCase()
  return excludeWalletIds.some((id) => id === wallet.id || id === wallet.rdns || id.toLowerCase() === name)
}

// The namespaces a directory wallet's first chain may name. Written out here rather than imported from
// utils/caip.js: that module is shared with the page's code, and importing it made it a chunk of its own
// that the first click fetched.
const DIRECTORY_NAMESPACES: readonly string[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']

/** A directory wallet as a connector of the Connect view's featured/recommended/custom groups. */
export function walletToConnector(wallet: Wallet): Connector {
  const namespace = wallet.chains?.[0]?.split(':')[0]
  const chain = (
    namespace && DIRECTORY_NAMESPACES.includes(namespace) ? namespace : 'eip155'
  ) as ChainNamespace
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
