import type { AdapterConnection, ChainAdapter } from '../adapter/types.js'
import type { FoyerContext } from '../instance/context.js'
import { setAccount } from './accountState.js'
import { applyConnection, routeForNetwork } from './applyConnection.js'
import { refreshAccount } from './refreshAccount.js'

/**
 * Resyncs a stored connection at start-up: 'reconnecting', then 'connected', or
 * 'disconnected' (and the stored connection forgotten) when the adapter returns null or fails.
 * Does nothing when storage holds no connection for the adapter's namespace.
 */
export async function reconnect(
  context: FoyerContext,
  adapter: ChainAdapter,
  /** How to resync; default adapter.reconnect() (a stored WalletConnect session resyncs through core). */
  resync: () => Promise<AdapterConnection | null> = () => adapter.reconnect(),
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
    context.storage.setConnectedConnectorId(namespace, undefined)
    return
  }
  const { supported } = applyConnection(context, namespace, connection)
  routeForNetwork(context, supported, false)
  await refreshAccount(context)
}
