import type { AdapterConnection } from '../adapter/types.js'
import type { FoyerContext } from '../instance/context.js'
import type { ChainNamespace } from '../types/network.js'
import { applyConnection, inBackground, routeForNetwork } from './applyConnection.js'
import { refreshAccount } from './refreshAccount.js'

// What core does with a wallet's own account and chain events. Loaded with the
// connection code (instance/actions.ts): a wallet can only send them once connected, and connecting
// or resyncing a stored connection loads that code first.

function follow(context: FoyerContext, namespace: ChainNamespace, connection: AdapterConnection): void {
  if (inBackground(context, namespace)) {
    applyConnection(context, namespace, connection, { activate: false })
    return
  }
  const { supported } = applyConnection(context, namespace, connection)
  routeForNetwork(context, supported, false)
  void refreshAccount(context)
}

/** The wallet connected or switched account. */
export function onAccountChanged(
  context: FoyerContext,
  namespace: ChainNamespace,
  connection: AdapterConnection,
) {
  if (connection.address) follow(context, namespace, connection)
}

/** The wallet switched chain; without a connection there is no wallet network to follow. */
export function onChainChanged(context: FoyerContext, namespace: ChainNamespace, chainId: number | string) {
  const account = context.store.getState().accounts[namespace]
  if (account?.status !== 'connected' || !account.address || !account.connectorId) return
  follow(context, namespace, { address: account.address, chainId, connectorId: account.connectorId })
}
