import { createStore, type StoreApi } from 'zustand/vanilla'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { AccountState, FoyerState, KernelState } from './types.js'

/** A disconnected account for each namespace an adapter serves. */
function disconnectedAccounts(
  namespaces: readonly ChainNamespace[],
): Partial<Record<ChainNamespace, AccountState>> {
  return Object.fromEntries(namespaces.map((ns) => [ns, { status: 'disconnected' } satisfies AccountState]))
}

/**
 * The kernel's state of a new instance: closed, disconnected, on its start network (the server's
 * render too). The features' slices are registered on top of it (store/slices.ts).
 */
export function initialState(parameters: {
  network: CaipNetwork
  namespaces: readonly ChainNamespace[]
  recentWalletIds: readonly string[]
}): KernelState {
  return {
    open: false,
    loading: false,
    shake: false,
    router: { history: [{ view: 'Connect' }], direction: 'next' },
    activeNamespace: parameters.network.chainNamespace,
    caipNetwork: parameters.network,
    accounts: disconnectedAccounts(parameters.namespaces),
    connectors: [],
    recentWalletIds: parameters.recentWalletIds,
    connectionError: undefined,
    snackbar: undefined,
    alert: undefined,
  }
}

/**
 * One vanilla zustand store per instance; nothing is shared between instances. It starts with the
 * kernel's state: createFoyer registers the slices of the features on the page before it hands the
 * instance out.
 */
export function createFoyerStore(state: KernelState): StoreApi<FoyerState> {
  return createStore<FoyerState>()(() => state as FoyerState)
}
