import type { ChainNamespace } from './network.js'

/** How a wallet reached the page (§3). WALLET_CONNECT and AUTH are Foyer's own pairing and embedded wallet. */
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'MULTI_CHAIN' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH'

/** A way to connect, as an adapter reports it. */
export interface Connector {
  /** Stable id within its adapter; for announced wallets the rdns. */
  id: string
  type: ConnectorType
  name: string
  chain: ChainNamespace
  imageUrl?: string
  info?: { rdns?: string }
  /** Wallet directory id, when the wallet is known to the directory. */
  explorerId?: string
}

/** What the Account view shows of the wallet behind the connection. */
export interface WalletInfo {
  name: string
  icon?: string
  rdns?: string
}
