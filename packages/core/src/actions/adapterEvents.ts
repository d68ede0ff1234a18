import type { ChainAdapter } from '../adapter/types.js'
import type { FoyerContext } from '../instance/context.js'
import type { Connector } from '../types/connector.js'
import { applyConnection, routeForNetwork } from './applyConnection.js'
import { refreshAccount } from './refreshAccount.js'
import { resetConnections } from './resetConnections.js'

/** All adapters' connectors, in the order the adapters were given. */
export function collectConnectors(context: FoyerContext): Connector[] {
  const connectors = [...context.adapters.keys()].flatMap((ns) => [
    ...(context.adapterConnectors.get(ns) ?? []),
  ])
  const walletConnect = context.walletConnect.connector
  return walletConnect ? [...connectors, walletConnect] : connectors
}

/** Subscribes core to one adapter's events; returns the unsubscribe. */
export function subscribeToAdapter(context: FoyerContext, adapter: ChainAdapter): () => void {
  const namespace = adapter.namespace
  const refresh = () => {
    void refreshAccount(context)
  }
  // A wallet event in a namespace the visitor is not on (a WalletConnect session's Bitcoin addresses
  // changing while the page is on an EVM network) updates that account only: the page stays where it is.
  const inBackground = () => {
    const state = context.store.getState()
    return (
      state.activeNamespace !== namespace && state.accounts[state.activeNamespace]?.status === 'connected'
    )
  }
  const unsubscribers = [
    adapter.on('connectors', ({ connectors }) => {
      context.adapterConnectors.set(namespace, connectors)
      context.store.setState({ connectors: collectConnectors(context) })
    }),
    adapter.on('accountChanged', (connection) => {
      if (!connection.address) return
      if (inBackground()) {
        applyConnection(context, namespace, connection, { activate: false })
        return
      }
      const { supported } = applyConnection(context, namespace, connection)
      routeForNetwork(context, supported, false)
      refresh()
    }),
    adapter.on('chainChanged', ({ chainId }) => {
      const account = context.store.getState().accounts[namespace]
      // Without a connection there is no wallet network to follow.
      if (account?.status !== 'connected' || !account.address || !account.connectorId) return
      const connection = { address: account.address, chainId, connectorId: account.connectorId }
      if (inBackground()) {
        applyConnection(context, namespace, connection, { activate: false })
        return
      }
      const { supported } = applyConnection(context, namespace, connection)
      routeForNetwork(context, supported, false)
      refresh()
    }),
    // The wallet ended this namespace's connection; the others stay (a visitor's Disconnect ends all, §4).
    adapter.on('disconnect', () => {
      resetConnections(context, [namespace])
    }),
  ]
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
  }
}
