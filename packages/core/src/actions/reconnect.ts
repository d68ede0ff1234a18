import type { AdapterConnection, ChainAdapter } from '../adapter/types.js'
import { EMBEDDED_WALLET_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import { runFlow } from '../embeddedWallet/runFlow.js'
import type { FoyerContext } from '../instance/context.js'
import { setConnectedConnectorId } from '../storage/remember.js'
import { resyncPairing } from '../walletConnect/pairingActions.js'
import { setAccount } from './accountState.js'
import { applyConnection, inBackground, routeForNetwork } from './applyConnection.js'
import { refreshAccount } from './refreshAccount.js'

/**
 * How a stored connection resyncs: a WalletConnect session or an embedded wallet's through core's
 * controllers, any other through the adapter's reconnect().
 */
function resyncOf(context: FoyerContext, adapter: ChainAdapter): () => Promise<AdapterConnection | null> {
  const connectorId = context.storage.getConnectedConnectorId(adapter.namespace)
  if (connectorId === WALLET_CONNECT_CONNECTOR_ID && adapter.connectWalletConnect)
    return () => resyncPairing(context, adapter)
  if (connectorId === EMBEDDED_WALLET_CONNECTOR_ID && adapter.connectEmbeddedWallet)
    return () => runFlow(context, (flow) => flow.resync(adapter))
  return () => adapter.reconnect()
}

/**
 * Resyncs a stored connection at start-up: 'reconnecting', then 'connected', or
 * 'disconnected' (and the stored connection forgotten) when the adapter returns null or fails.
 * Does nothing when storage holds no connection for the adapter's namespace.
 */
export async function reconnect(
  context: FoyerContext,
  adapter: ChainAdapter,
  /** How to resync; by default as the stored connector does (resyncOf). */
  resync: () => Promise<AdapterConnection | null> = resyncOf(context, adapter),
): Promise<void> {
  const namespace = adapter.namespace
  if (!context.storage.getConnectedConnectorId(namespace)) return
  // An instance with `ssr` starts with the remembered address (the server rendered it): keep showing it.
  const known = context.store.getState().accounts[namespace]
  setAccount(
    context,
    namespace,
    known?.status === 'reconnecting' && known.address ? known : { status: 'reconnecting' },
  )
  let connection: Awaited<ReturnType<ChainAdapter['reconnect']>>
  try {
    connection = await resync()
  } catch {
    connection = null
  }
  // A connect the visitor started meanwhile owns the state now.
  if (context.store.getState().accounts[namespace]?.status !== 'reconnecting') return
  if (!connection) {
    setAccount(context, namespace, { status: 'disconnected' })
    setConnectedConnectorId(context.storage, namespace, undefined)
    return
  }
  // Resyncs finish in any order: the namespace the visitor was on stays active.
  if (inBackground(context, namespace)) {
    applyConnection(context, namespace, connection, { activate: false })
    return
  }
  const { supported } = applyConnection(context, namespace, connection)
  routeForNetwork(context, supported, false)
  await refreshAccount(context)
}
