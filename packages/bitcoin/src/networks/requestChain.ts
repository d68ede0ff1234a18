// How a request names a network to a wallet: loaded with the code that makes requests, never with the page.
import type { CaipNetwork } from '@foyer/core'
import { networkKind } from './networkKind.js'
import { toWalletChain } from './walletChain.js'

/**
 * The chain to name in a request to a wallet that lists `walletChains`: the CAIP-2 id when the wallet lists
 * CAIP-2 ids, else `bitcoin:<kind>`.
 */
export function chainForWallet(walletChains: readonly string[], network: CaipNetwork): string {
  return walletChains.includes(network.caipNetworkId) ? network.caipNetworkId : toWalletChain(network)
}

/** sats-connect's name of a network (its `BitcoinNetworkType` values). */
export function satsConnectNetworkName(network: Pick<CaipNetwork, 'id' | 'testnet'>) {
  const names = { mainnet: 'Mainnet', testnet: 'Testnet', signet: 'Signet', regtest: 'Regtest' } as const
  return names[networkKind(network)]
}
