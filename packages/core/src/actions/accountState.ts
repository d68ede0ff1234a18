import { WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import type { FoyerContext } from '../instance/context.js'
import type { AccountState } from '../store/types.js'
import type { ChainNamespace } from '../types/network.js'

/** Replaces one namespace's account, leaving the others as they are. */
export function setAccount(context: FoyerContext, namespace: ChainNamespace, account: AccountState): void {
  const { accounts } = context.store.getState()
  context.store.setState({ accounts: { ...accounts, [namespace]: account } })
}

/** The namespaces whose account is connected right now. */
function connectedNamespaces(context: FoyerContext): ChainNamespace[] {
  const { accounts } = context.store.getState()
  return (Object.keys(accounts) as ChainNamespace[]).filter((ns) => accounts[ns]?.status === 'connected')
}

/** True when some namespace is connected through a WALLET_CONNECT connector (§2). */
export function isConnectedThroughWalletConnect(context: FoyerContext): boolean {
  const { accounts } = context.store.getState()
  return connectedNamespaces(context).some((ns) => {
    const connectorId = accounts[ns]?.connectorId
    if (connectorId === WALLET_CONNECT_CONNECTOR_ID) return true
    return (context.adapterConnectors.get(ns) ?? []).some(
      (c) => c.id === connectorId && c.type === 'WALLET_CONNECT',
    )
  })
}
