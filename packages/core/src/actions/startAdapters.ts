import type { FoyerContext } from '../instance/context.js'
import { setAccount } from './accountState.js'
import { collectConnectors, subscribeToAdapter } from './adapterEvents.js'

/**
 * Sets up each adapter for its networks, follows its events (until destroy()) and lists the connectors;
 * then resyncs each stored connection: 'reconnecting' at once (an instance with `ssr` keeps showing the
 * remembered address), the resync with the connection code. Nothing stored, nothing loads. Resolves
 * once every resync ended, never rejects (`foyer.ready`).
 */
export function startAdapters(context: FoyerContext): Promise<void> {
  const { adapters, options, store, storage } = context
  for (const adapter of adapters.values()) {
    adapter.setup({
      networks: options.networks.filter((n) => n.chainNamespace === adapter.namespace),
      projectId: options.projectId ?? '',
    })
    context.onDestroy(subscribeToAdapter(context, adapter))
    context.adapterConnectors.set(adapter.namespace, adapter.getConnectors())
  }
  store.setState({ connectors: collectConnectors(context) })
  return Promise.all(
    [...adapters.values()].map((adapter) => {
      const { namespace } = adapter
      if (!storage.getConnectedConnectorId(namespace)) return undefined
      const known = store.getState().accounts[namespace]
      setAccount(
        context,
        namespace,
        known?.status === 'reconnecting' && known.address ? known : { status: 'reconnecting' },
      )
      return context.actions.run((m) => m.reconnect(context, adapter))
    }),
  ).then(
    () => undefined,
    () => undefined,
  )
}
