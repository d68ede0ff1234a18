import type { AdapterConnection, WalletAccountType } from '../adapter/types.js'
import { EMBEDDED_WALLET_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import type { FoyerContext } from '../instance/context.js'
import { findNetwork } from '../networks/findNetwork.js'
import { createUnsupportedNetwork } from '../networks/unsupportedNetwork.js'
import { DEFAULT_ACCOUNT_TYPES } from '../options/connectionDefaults.js'
import { currentRoute, resetRoute } from '../router/router.js'
import { setConnectedConnectorId, setLastChainId } from '../storage/remember.js'
import type { AccountState } from '../store/types.js'
import type { WalletInfo } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import { toCaipAddress, toCaipNetworkId } from '../utils/caip.js'

/** The requested network for a wallet chain, or the unsupported-network placeholder when the app did not request it. */
function resolveWalletNetwork(
  context: FoyerContext,
  namespace: ChainNamespace,
  chainId: number | string,
): { network: CaipNetwork; supported: boolean } {
  const network = findNetwork(context.options.networks, namespace, chainId)
  if (network) return { network, supported: true }
  return { network: createUnsupportedNetwork(toCaipNetworkId(namespace, chainId)), supported: false }
}

function walletInfo(
  context: FoyerContext,
  namespace: ChainNamespace,
  connectorId: string,
): WalletInfo | undefined {
  if (connectorId === WALLET_CONNECT_CONNECTOR_ID) return context.walletConnect.pairing?.walletInfo()
  if (connectorId === EMBEDDED_WALLET_CONNECTOR_ID) return context.embeddedWallet.flow?.walletInfo()
  const connector = (context.adapterConnectors.get(namespace) ?? []).find((c) => c.id === connectorId)
  if (!connector) return undefined
  return {
    name: connector.name,
    ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
    ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
  }
}

/**
 * The type of an address whose adapter names none: the app's `defaultAccountTypes` (the built-in defaults).
 * A wallet's own EVM account is an EOA; only the embedded wallet has a smart account to pick.
 */
function defaultTypeOf(context: FoyerContext, namespace: ChainNamespace): WalletAccountType {
  if (namespace === 'eip155' || namespace === 'cosmos') return 'eoa'
  // Read here, not resolved with the options: page load carries no defaults it does not use.
  return context.options.defaultAccountTypes?.[namespace] ?? DEFAULT_ACCOUNT_TYPES[namespace]
}

/** The account's type and every address the wallet shared, `address` first. */
function walletAccountsOf(
  context: FoyerContext,
  namespace: ChainNamespace,
  connection: AdapterConnection,
): Pick<AccountState, 'accountType' | 'walletAccounts'> {
  const listed = connection.accounts ?? []
  const own = listed.find((a) => a.address === connection.address) ?? {
    address: connection.address,
    type: defaultTypeOf(context, namespace),
  }
  return {
    accountType: own.type,
    walletAccounts: [own, ...listed.filter((a) => a.address !== connection.address)],
  }
}

/**
 * Whether a connection in `namespace` stays in the background: the visitor is on another namespace whose
 * wallet is still there (connected, or resyncing at start-up). A wallet's own event or a resync there then
 * updates that account only, and the page stays where it is, whatever order they arrive in.
 */
export function inBackground(context: Pick<FoyerContext, 'store'>, namespace: ChainNamespace): boolean {
  const { activeNamespace, accounts } = context.store.getState()
  const status = accounts[activeNamespace]?.status
  return activeNamespace !== namespace && (status === 'connected' || status === 'reconnecting')
}

/**
 * Records a live connection: account, selected network (placeholder when unsupported), storage.
 * Keeps the balance and profile when the address did not change, so a chain event does not blank them.
 * With `activate: false` (a wallet's event in a namespace the visitor is not on) only that namespace's
 * account changes: the selected network and the active namespace stay.
 */
export function applyConnection(
  context: FoyerContext,
  namespace: ChainNamespace,
  connection: AdapterConnection,
  { activate = true }: { activate?: boolean } = {},
): { network: CaipNetwork; supported: boolean } {
  const { network, supported } = resolveWalletNetwork(context, namespace, connection.chainId)
  const state = context.store.getState()
  const previous = state.accounts[namespace]
  const sameAddress = previous?.status === 'connected' && previous.address === connection.address
  const info = walletInfo(context, namespace, connection.connectorId) ?? previous?.connectedWalletInfo
  const caipAddress = toCaipAddress(namespace, connection.chainId, connection.address)
  // Another chain's balance is not this chain's: it goes until refreshAccount reads the new one
  // (never, on a network the app did not request). The profile belongs to the address and stays.
  const { balance: _b, balanceSymbol: _s, ...kept } = previous ?? { status: 'disconnected' }
  const sameChain = previous?.caipAddress === caipAddress
  const account: AccountState = {
    ...(sameAddress ? (sameChain ? previous : kept) : {}),
    status: 'connected',
    address: connection.address,
    caipAddress,
    connectorId: connection.connectorId,
    ...(info ? { connectedWalletInfo: info } : {}),
    ...walletAccountsOf(context, namespace, connection),
    ...(context.adapters.get(namespace)?.getBalance ? {} : { balancesUnavailable: true }),
  }
  context.store.setState({
    accounts: { ...state.accounts, [namespace]: account },
    ...(activate ? { caipNetwork: network, activeNamespace: namespace } : {}),
  })
  setConnectedConnectorId(context.storage, namespace, connection.connectorId)
  if (supported && activate) setLastChainId(context.storage, network.caipNetworkId)
  return { network, supported }
}

/**
 * Routing after the wallet's network is known: an unsupported network opens UnsupportedChain
 * (unless allowUnsupportedChain), the one step a fresh connection still needs; leaving it for a
 * requested one goes to Account. A fresh connection is done: the modal closes, as the hosted kit's
 * does, and opens on Account next time.
 */
export function routeForNetwork(context: FoyerContext, supported: boolean, fresh: boolean): void {
  const state = context.store.getState()
  if (!supported && !context.options.allowUnsupportedChain) {
    context.store.setState({ open: true, router: resetRoute({ view: 'UnsupportedChain' }) })
    return
  }
  if (fresh) {
    context.store.setState({
      open: false,
      connectionError: undefined,
      router: resetRoute({ view: 'Account' }),
    })
  } else if (currentRoute(state.router)?.view === 'UnsupportedChain') {
    context.store.setState({ router: resetRoute({ view: 'Account' }) })
  }
}
