import type { FoyerKernel } from '../instance/kernel.js'
import { resetRoute } from '../router/router.js'
import { setConnectedConnectorId } from '../storage/remember.js'
import type { ChainNamespace } from '../types/network.js'

/**
 * Back to disconnected for the given namespaces (all by default): accounts reset, the network
 * back to the default, connectionError cleared, stored connections forgotten, Connect shown if open.
 */
export function resetConnections(
  context: FoyerKernel,
  namespaces: readonly ChainNamespace[] = [...context.adapters.keys()],
): void {
  const state = context.store.getState()
  const accounts = { ...state.accounts }
  for (const ns of namespaces) {
    accounts[ns] = { status: 'disconnected' }
    setConnectedConnectorId(context.storage, ns, undefined)
  }
  const left = (Object.keys(accounts) as ChainNamespace[]).filter(
    (ns) => accounts[ns]?.status === 'connected',
  )
  // The active account went while another namespace's stays: that one becomes active, on its network.
  const next = left.includes(state.activeNamespace) ? undefined : left[0]
  const nextNetwork =
    next === undefined
      ? undefined
      : context.options.networks.find(
          (n) => n.caipNetworkId === accounts[next]?.caipAddress?.split(':').slice(0, 2).join(':'),
        )
  context.store.setState({
    accounts,
    connectionError: undefined,
    loading: false,
    ...(left.length > 0
      ? next === undefined
        ? {}
        : { activeNamespace: next, ...(nextNetwork ? { caipNetwork: nextNetwork } : {}) }
      : {
          caipNetwork: context.defaultNetwork,
          activeNamespace: context.defaultNetwork.chainNamespace,
          ...(state.open ? { router: resetRoute({ view: 'Connect' }) } : {}),
        }),
  })
}
