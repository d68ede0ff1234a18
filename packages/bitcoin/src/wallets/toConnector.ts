import type { CaipNetwork, CaipNetworkId, Connector } from '@foyer/core'
import { supportedNetworkIds } from '../networks/walletChain.js'
import type { DiscoveredWallet } from './discovery.js'

/** A core Connector with the CAIP-2 networks the wallet supports. */
export interface BitcoinConnector extends Connector {
  chain: 'bip122'
  /** The wallet's networks among the app's and the public ones (a WBIP004 provider names none: all the app's). */
  chains: readonly CaipNetworkId[]
}

/**
 * The Connector for a discovered wallet: a wallet-standard wallet is ANNOUNCED (it announced itself through
 * the standard's registry) with its chains; a WBIP004 provider is INJECTED (found on the window) and takes the
 * app's networks, since `btc_providers` names none. The id is the wallet's name.
 */
export function toConnector(found: DiscoveredWallet, networks: readonly CaipNetwork[]): BitcoinConnector {
  if (found.kind === 'standard')
    return {
      id: found.id,
      type: 'ANNOUNCED',
      name: found.wallet.name,
      chain: 'bip122',
      ...(found.wallet.icon ? { imageUrl: found.wallet.icon } : {}),
      chains: supportedNetworkIds(found.wallet.chains, networks),
    }
  return {
    id: found.id,
    type: 'INJECTED',
    name: found.wallet.info.name,
    chain: 'bip122',
    ...(found.wallet.info.icon ? { imageUrl: found.wallet.info.icon } : {}),
    chains: networks.map((network) => network.caipNetworkId),
  }
}
