import type { ChainAdapter } from '../adapter/types.js'
import type { FoyerContext } from '../instance/context.js'
import type { ConnectionCode } from '../instance/kernel.js'
import type { Connector } from '../types/connector.js'

/** All adapters' connectors, in the order the adapters were given. */
export function collectConnectors(context: FoyerContext): Connector[] {
  const connectors = [...context.adapters.keys()].flatMap((ns) => [
    ...(context.adapterConnectors.get(ns) ?? []),
  ])
  const walletConnect = context.walletConnect.connector
  return walletConnect ? [...connectors, walletConnect] : connectors
}

/**
 * Subscribes core to one adapter's events; returns the unsubscribe. The connectors are followed here
 * (announced wallets arrive at page load); account, chain and disconnect events come from a connected
 * wallet, so their handling runs in the connection code (walletEvents.ts), loaded by then.
 */
export function subscribeToAdapter(context: FoyerContext, adapter: ChainAdapter): () => void {
  const namespace = adapter.namespace
  const later = (call: (m: ConnectionCode) => void) => {
    context.actions.run(async (m) => call(m)).catch(() => {})
  }
  const unsubscribers = [
    adapter.on('connectors', ({ connectors }) => {
      context.adapterConnectors.set(namespace, connectors)
      context.store.setState({ connectors: collectConnectors(context) })
    }),
    adapter.on('accountChanged', (connection) =>
      later((m) => m.onAccountChanged(context, namespace, connection)),
    ),
    adapter.on('chainChanged', ({ chainId }) => later((m) => m.onChainChanged(context, namespace, chainId))),
    // The wallet ended this namespace's connection; the others stay (a visitor's Disconnect ends all).
    adapter.on('disconnect', () => later((m) => m.resetConnections(context, [namespace]))),
  ]
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
  }
}
