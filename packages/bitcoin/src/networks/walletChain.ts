import type { CaipNetwork, CaipNetworkId } from '@foyer/core'
import { type BitcoinNetworkKind, networkKind } from './networkKind.js'
import { bitcoinNetworks } from './networks.js'

/** A chain as Bitcoin wallet-standard wallets name it: `bitcoin:mainnet`, ... (some name CAIP-2 ids instead). */
export type WalletChain = `bitcoin:${BitcoinNetworkKind}`

/** The wallet-standard name of `network`'s chain (`bitcoin:regtest`). */
export const toWalletChain = (network: Pick<CaipNetwork, 'id' | 'testnet'>): WalletChain =>
  `bitcoin:${networkKind(network)}`

/**
 * The CAIP-2 networks among `networks` (the app's, then the public ones) that a wallet listing `walletChains`
 * supports: `bitcoin:<kind>` matches every network of that chain, a `bip122:` id itself.
 */
export function supportedNetworkIds(
  walletChains: readonly string[],
  networks: readonly CaipNetwork[],
): CaipNetworkId[] {
  const known = [...networks, ...bitcoinNetworks.filter((n) => !networks.some((m) => m.id === n.id))]
  return known
    .filter((n) => walletChains.includes(n.caipNetworkId) || walletChains.includes(toWalletChain(n)))
    .map((n) => n.caipNetworkId)
}
