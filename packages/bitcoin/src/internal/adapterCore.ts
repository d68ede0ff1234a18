// The page part of the adapter beside the class: what core's shared adapter state
// (AdapterCore) needs to know of Bitcoin. The method parameters' schemas (schemas.ts) load with the code
// that runs them.
import type { AdapterCore, AdapterFamily } from '@foyer/core'
import { bitcoinNetworks } from '../networks/networks.js'
import { type DiscoveredWallet, watchWallets } from '../wallets/discovery.js'
import { toConnector } from '../wallets/toConnector.js'
import type { Connection } from './connection.js'
import { storageKeyPrefix } from './storage.js'

/** How long reconnect() waits, by default, for the remembered wallet to appear on the page. */
export const defaultReconnectTimeoutMs = 1000

export const bitcoinFamily: AdapterFamily<DiscoveredWallet, Connection> = {
  namespace: 'bip122',
  defaults: bitcoinNetworks,
  keyPrefix: storageKeyPrefix,
  reconnectTimeoutMs: defaultReconnectTimeoutMs,
  watchWallets,
  toConnector,
  // A WalletConnect session has no wallet on the page: core follows its end.
  walletGone: (connection, wallets) =>
    connection.kind !== 'walletConnect' && !wallets.find(connection.connectorId),
}

/**
 * What a BitcoinAdapter holds: the page part (the class, discovery) keeps it, and hands it to the code it loads
 * on first use (connecting, requests), which reads and updates it.
 */
export type BitcoinCore = AdapterCore<DiscoveredWallet, Connection>
