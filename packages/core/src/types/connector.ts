import type { ChainNamespace } from './network.js'

/** How a wallet reached the page. WALLET_CONNECT and AUTH are Foyer's own pairing and embedded wallet. */
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'MULTI_CHAIN' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH'

/** A way to connect, as an adapter reports it. */
export interface Connector {
  /** Stable id within its adapter; for announced wallets the rdns. */
  id: string
  type: ConnectorType
  name: string
  chain: ChainNamespace
  imageUrl?: string | undefined
  info?: { rdns?: string | undefined } | undefined
  /** Wallet directory id, when the wallet is known to the directory. */
  explorerId?: string | undefined
  /** Only on core's MULTI_CHAIN entries: see MultiChainConnector. Adapters leave it out. */
  connectors?: readonly Connector[] | undefined
}

/**
 * One wallet that offers several chain families: `connectorGroupsOf(foyer)` merges that wallet's
 * connectors of different namespaces (same name, rdns or directory id) into one entry. Its id, name,
 * chain, icon and rdns are its first connector's, the one listed first (a recent one before an
 * installed one); `connectors` holds one connector per namespace, that one first, each connected
 * with `connect(id, { chain })`.
 */
export interface MultiChainConnector extends Connector {
  type: 'MULTI_CHAIN'
  connectors: readonly Connector[]
}

/** What the Account view shows of the wallet behind the connection. */
export interface WalletInfo {
  /**
   * The wallet's name; for the embedded wallet the visitor's email or user name, empty when it has
   * neither (the modal then shows its own 'Email wallet', `emailWalletName`).
   */
  name: string
  icon?: string | undefined
  rdns?: string | undefined
}
