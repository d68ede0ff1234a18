import { WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import type { ConnectMethod, ConnectorGroup } from '../instance/features.js'
import type { FoyerInstance } from '../instance/foyerInstance.js'
import { getConnectMethodsOrder } from './connectMethodsOrder.js'
import { getConnectorGroups } from './connectorGroups.js'

// The Connect view's rules for an instance, from its public state and options. Functions of their own
// rather than methods of the instance, so that a page carries the grouping rules only once the Connect
// view (or the app) imports them.

/**
 * The connector groups the Connect view shows for an instance, ordered, empty ones left out:
 * getConnectorGroups over its connectors, recent wallets, directory and options. `isMobile` defaults
 * to the instance's (its option, else detected).
 *
 * @example
 * connectorGroupsOf(foyer).map((group) => group.type) // ['walletConnect', 'recent', 'injected', ...]
 */
export function connectorGroupsOf(
  foyer: FoyerInstance,
  options: { isMobile?: boolean | undefined } = {},
): ConnectorGroup[] {
  const { connectors, recentWalletIds, accounts, walletDirectory, activeNamespace } = foyer.getState()
  const { excludeWalletIds, enableWalletConnect, features } = foyer.options
  return getConnectorGroups({
    connectors,
    recentWalletIds,
    excludeWalletIds,
    enableWalletConnect,
    // Connected through WalletConnect in some namespace: core's session or an adapter's own connector.
    connectedThroughWalletConnect: Object.entries(accounts).some(
      ([namespace, account]) =>
        account?.status === 'connected' &&
        (account.connectorId === WALLET_CONNECT_CONNECTOR_ID ||
          connectors.some(
            (c) => c.chain === namespace && c.id === account.connectorId && c.type === 'WALLET_CONNECT',
          )),
    ),
    connectingNamespace: accounts[activeNamespace]?.status === 'connected' ? undefined : activeNamespace,
    isMobile: options.isMobile ?? foyer.isMobile(),
    connectorTypeOrder: features.connectorTypeOrder,
    featured: walletDirectory.featured,
    recommended: walletDirectory.recommended,
    custom: walletDirectory.custom,
  })
}

/**
 * The connect methods the Connect view shows for an instance, in order: getConnectMethodsOrder
 * over its connectors and its email, socials and connectMethodsOrder features.
 *
 * @example
 * connectMethodsOf(foyer) // ['wallet', 'email', 'social'] when a browser wallet is installed
 */
export function connectMethodsOf(foyer: FoyerInstance): ConnectMethod[] {
  const { email, socials, connectMethodsOrder } = foyer.options.features
  return getConnectMethodsOrder({
    connectors: foyer.getState().connectors,
    email,
    socials,
    configured: connectMethodsOrder,
  })
}
