import { FOYER_CONTEXT, type FoyerContext } from '../instance/context.js'
import type { FoyerInstance } from '../instance/foyerInstance.js'
import type { ResolvedOptions } from '../instance/resolvedOptions.js'
import { initialState } from '../store/createStore.js'
import type { FoyerState } from '../store/types.js'
import type { CaipNetwork, CaipNetworkId } from '../types/network.js'
import type { FoyerInitialState } from './initialState.js'
import { ssrSupportOf } from './support.js'

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
 * The state a server renders for an instance: a fresh instance's state (closed, no recent wallets,
 * no connectors: nothing a server cannot know) with `initialState`'s connections and network
 * applied. It depends only on the options and `initialState`, so the client's hydration render
 * computes the very same state: React's getServerSnapshot. `initialState` applies to an instance
 * whose storage is cookieStorage (`@foyer/core/ssr`), which brings the code that reads it; invalid
 * parts of it are ignored.
 *
 * @example
 * const state = getServerState(foyer, cookieToInitialState(cookieHeader))
 * state.accounts.eip155 // { status: 'reconnecting', address: '0x…', … } when a connection was remembered
 */
export function getServerState(foyer: FoyerInstance, initial?: FoyerInitialState): FoyerState {
  const { options } = foyer
  const ssr = ssrSupportOf(options.storage)
  const checked = ssr?.sanitize(initial)
  const state = initialState({
    network: startNetwork(options, checked?.caipNetworkId),
    // As createFoyer's: the adapters' namespaces, or in basic mode (no adapters) the networks'.
    namespaces: [
      ...new Set(
        options.adapters?.length
          ? options.adapters.map((adapter) => adapter.namespace)
          : options.networks.map((network) => network.chainNamespace),
      ),
    ],
    recentWalletIds: [],
  })
  return {
    ...(ssr ? ssr.withInitialState(state, options.networks, checked) : state),
    // The slices the instance's features registered (the directory, Send, sign-in, ...), as they started.
    ...(foyer as { [FOYER_CONTEXT]?: FoyerContext })[FOYER_CONTEXT]?.slices,
  } as FoyerState
}
