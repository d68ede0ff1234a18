import type { FoyerContext } from '../instance/context.js'
import { resetRoute } from '../router/router.js'
import type { ChainNamespace } from '../types/network.js'

/**
 * Back to disconnected for the given namespaces (all by default, §4): accounts reset, the network
 * back to the default, connectionError cleared, stored connections forgotten, Connect shown if open.
 */
export function resetConnections(
  context: FoyerContext,
  namespaces: readonly ChainNamespace[] = [...context.adapters.keys()],
): void {
  const state = context.store.getState()
  const accounts = { ...state.accounts }
  for (const ns of namespaces) {
    accounts[ns] = { status: 'disconnected' }
    context.storage.setConnectedConnectorId(ns, undefined)
  }
  const anyLeft = Object.values(accounts).some((a) => a?.status === 'connected')
  context.store.setState({
    accounts,
    connectionError: undefined,
    loading: false,
    ...(anyLeft
      ? {}
      : {
          caipNetwork: context.defaultNetwork,
          activeNamespace: context.defaultNetwork.chainNamespace,
          ...(state.open ? { router: resetRoute({ view: 'Connect' }) } : {}),
        }),
  })
}
