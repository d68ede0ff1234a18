import { type Connector, WALLET_CONNECT_CONNECTOR_ID } from '@foyer/core'

/** The session's connector is core's WalletConnect connector, not one more wallet to list. */
export function withoutWalletConnect(connectors: Connector[]): Connector[] {
  return connectors.filter((c) => c.id !== WALLET_CONNECT_CONNECTOR_ID)
}
