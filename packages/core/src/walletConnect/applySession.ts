/** An approved session handed to the adapters of the namespaces it holds. Part of the lazily loaded pairing. */
import { setAccount } from '../actions/accountState.js'
import { applyConnection, routeForNetwork } from '../actions/applyConnection.js'
import type { WalletConnectSession } from '../adapter/types.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import { ConnectError } from '../errors/errors.js'
import type { FoyerContext } from '../instance/context.js'
import { addRecentWallet } from '../storage/recentWallets.js'
import { setRecentWalletIds } from '../storage/remember.js'
import type { ChainNamespace } from '../types/network.js'
import type { WalletConnectEngine } from './engineTypes.js'
import { currentLast } from './order.js'

/** The selected network's chain id when it belongs to `namespace` (after a reload: the stored one). */
export function startChain(context: FoyerContext, namespace: ChainNamespace): { chainId?: number | string } {
  const network = context.store.getState().caipNetwork
  return network?.chainNamespace === namespace ? { chainId: network.id } : {}
}

/**
 * Hands the session to each adapter whose namespace it holds (eip155, solana, ...), the current
 * network's namespace last so that it stays the active one.
 */
export async function applySession(
  context: FoyerContext,
  namespaces: readonly ChainNamespace[],
  engine: WalletConnectEngine | undefined,
  session: WalletConnectSession,
  walletId: string | undefined,
): Promise<void> {
  let supported = true
  let any = false
  // Read first: each connection applied moves the selected network.
  const starts = new Map(namespaces.map((ns) => [ns, startChain(context, ns)]))
  for (const namespace of currentLast(context, namespaces)) {
    const adapter = context.adapters.get(namespace)
    if (!adapter?.connectWalletConnect || session.accounts(namespace).length === 0) continue
    setAccount(context, namespace, { status: 'connecting' })
    const connection = await adapter
      .connectWalletConnect(session, starts.get(namespace) ?? {})
      .catch(() => null)
    if (!connection) {
      setAccount(context, namespace, { status: 'disconnected' })
      continue
    }
    supported = applyConnection(context, namespace, connection).supported && supported
    any = true
  }
  if (!any) {
    await engine?.disconnect().catch(() => undefined)
    throw new ConnectError(
      WALLET_CONNECT_CONNECTOR_ID,
      'The wallet approved none of the requested networks',
      { messageId: 'errorNoApprovedNetwork' },
    )
  }
  const recentWalletIds = addRecentWallet(
    context.store.getState().recentWalletIds,
    walletId ?? WALLET_CONNECT_CONNECTOR_ID,
  )
  setRecentWalletIds(context.storage, recentWalletIds)
  context.store.setState({ loading: false, recentWalletIds, connectionError: undefined })
  routeForNetwork(context, supported, true)
}
