import type { FoyerInstance, ResolvedOptions } from '../instance/types.js'
import type { FoyerStorage } from '../storage/storage.js'
import { initialState } from '../store/createStore.js'
import type { AccountState, FoyerState } from '../store/types.js'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../types/network.js'
import { toCaipAddress } from '../utils/caip.js'
import { type FoyerInitialState, readInitialState, sanitizeInitialState } from './initialState.js'

/** The network an instance starts on: the remembered one when the app still offers it, else the default. */
export function startNetwork(
  options: ResolvedOptions,
  caipNetworkId: CaipNetworkId | undefined,
): CaipNetwork {
  return (
    options.networks.find((n) => n.caipNetworkId === caipNetworkId) ??
    options.defaultNetwork ??
    options.networks[0]
  )
}

/**
 * Puts the remembered connections into a fresh state: each namespace that has an adapter and a
 * network gets a 'reconnecting' account that already holds its address (no balance, no profile:
 * the client reads those once the wallet confirms). Reconnect then makes it 'connected' or
 * 'disconnected'. The same function builds the server's state and the client's store, so both
 * render the same page.
 */
export function withInitialState(
  state: FoyerState,
  networks: readonly CaipNetwork[],
  initial: FoyerInitialState | undefined,
): FoyerState {
  if (!initial) return state
  const accounts = { ...state.accounts }
  for (const namespace of Object.keys(accounts) as ChainNamespace[]) {
    const connection = initial.connections[namespace]
    if (!connection) continue
    const network =
      state.caipNetwork?.chainNamespace === namespace
        ? state.caipNetwork
        : networks.find((n) => n.chainNamespace === namespace)
    if (!network) continue
    accounts[namespace] = {
      status: 'reconnecting',
      address: connection.address,
      caipAddress: toCaipAddress(namespace, network.id, connection.address),
      connectorId: connection.connectorId,
    } satisfies AccountState
  }
  return { ...state, accounts }
}

/** The remembered connection in an instance's storage, checked like a cookie (it may be one). */
export function storedInitialState(storage: FoyerStorage): FoyerInitialState | undefined {
  return readInitialState({
    connectorId: (namespace) => storage.getConnectedConnectorId(namespace),
    address: (namespace) => storage.getConnectedAddress(namespace),
    lastChainId: () => storage.getLastChainId(),
  })
}

/**
 * The state a server renders for an instance: a fresh instance's state (closed, no recent wallets,
 * no connectors: nothing a server cannot know) with `initialState`'s connections and network
 * applied. It depends only on the options and `initialState`, so the client's hydration render
 * computes the very same state: React's getServerSnapshot. Invalid parts of `initialState` are ignored.
 *
 * @example
 * const state = getServerState(foyer, cookieToInitialState(cookieHeader))
 * state.accounts.eip155 // { status: 'reconnecting', address: '0x…', … } when a connection was remembered
 */
export function getServerState(foyer: FoyerInstance, initial?: FoyerInitialState): FoyerState {
  const { options } = foyer
  const checked = sanitizeInitialState(initial)
  const namespaces = [...new Set((options.adapters ?? []).map((adapter) => adapter.namespace))]
  const state = initialState({
    network: startNetwork(options, checked?.caipNetworkId),
    namespaces,
    recentWalletIds: [],
  })
  if (options.siwx || options.siweConfig) state.siwx = { status: 'idle' }
  return withInitialState(state, options.networks, checked)
}
