// The page part of the adapter beside the class: what core's shared adapter state
// (AdapterCore) needs to know of Solana. The method parameters' schemas (schemas.ts) load with the code
// that runs them.
import type { AdapterCore, AdapterFamily } from '@foyer/core'
import { solanaNetworks } from '../networks/networks.js'
import { watchWallets } from '../wallets/discovery.js'
import type { SolanaWallet } from '../wallets/solanaWallet.js'
import { toConnector } from '../wallets/toConnector.js'
import type { Connection } from './connection.js'
import { storageKeyPrefix } from './storage.js'

/** How long reconnect() waits, by default, for the remembered wallet to register on the page. */
export const defaultReconnectTimeoutMs = 1000

export const solanaFamily: AdapterFamily<SolanaWallet, Connection> = {
  namespace: 'solana',
  defaults: solanaNetworks,
  keyPrefix: storageKeyPrefix,
  reconnectTimeoutMs: defaultReconnectTimeoutMs,
  watchWallets,
  toConnector,
  // A WalletConnect session has no wallet on the page: core follows its end.
  walletGone: (connection, wallets) =>
    connection.wallet !== undefined && wallets.find(connection.connectorId) !== connection.wallet,
}

/** The adapter's state, which the class holds and its lazy code reads and updates. */
export type SolanaCore = AdapterCore<SolanaWallet, Connection>
