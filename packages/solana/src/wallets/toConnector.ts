import type { CaipNetwork, CaipNetworkId, Connector } from '@foyer/core'
import { solanaNetworks } from '../networks/networks.js'
import { supportedNetworkIds } from '../networks/walletChain.js'
import type { SolanaWallet } from './solanaWallet.js'

/** A core Connector with the CAIP-2 networks the wallet supports. */
export interface SolanaConnector extends Connector {
  chain: 'solana'
  /** The wallet's networks: the public clusters it names, and the app's local ones for `solana:localnet`. */
  chains: readonly CaipNetworkId[]
}

/**
 * The Connector for a wallet-standard wallet: ANNOUNCED (it announced itself through the standard's
 * registry), id and name the wallet's name, its icon, its networks among `networks` and the public clusters.
 */
export function toConnector(wallet: SolanaWallet, networks: readonly CaipNetwork[]): SolanaConnector {
  const known = [...networks, ...solanaNetworks.filter((n) => !networks.some((m) => m.id === n.id))]
  return {
    // The wallet standard makes a wallet's name its identity in an app.
    id: wallet.name,
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: 'solana',
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
    chains: supportedNetworkIds(wallet.chains, known),
  }
}
