import type { Connector } from '@foyer/core'
import type { Connector as WagmiConnector } from '@wagmi/core'

/** Id and name of the generic connector for a legacy `window.ethereum` ('Browser Wallet'). */
export const injectedConnectorId = 'injected'
export const injectedConnectorName = 'Browser Wallet'

/**
 * Maps a wagmi connector to the modal's Connector. Every connector other than the generic injected
 * one was created by wagmi's EIP-6963 store, whose id is the wallet's rdns.
 */
export function toConnector(connector: WagmiConnector): Connector {
  if (connector.id === injectedConnectorId)
    return { id: injectedConnectorId, type: 'INJECTED', name: injectedConnectorName, chain: 'eip155' }
  return {
    id: connector.id,
    type: 'ANNOUNCED',
    name: connector.name,
    chain: 'eip155',
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
    info: { rdns: connector.id },
  }
}

/** True when the page has a legacy injected provider. */
function hasWindowEthereum(): boolean {
  return typeof window !== 'undefined' && Boolean((window as { ethereum?: unknown }).ethereum)
}

/** The modal's connectors for wagmi's current list; the generic one only when window.ethereum exists. */
export function toConnectors(connectors: readonly WagmiConnector[]): Connector[] {
  const withLegacy = hasWindowEthereum()
  return connectors.filter((c) => c.id !== injectedConnectorId || withLegacy).map(toConnector)
}
