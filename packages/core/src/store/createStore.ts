import { createStore, type StoreApi } from 'zustand/vanilla'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { AllWalletsState } from '../types/wallet.js'
import type { AccountState, FoyerState, KernelState } from './types.js'

/** A disconnected account for each namespace an adapter serves. */
function disconnectedAccounts(
  namespaces: readonly ChainNamespace[],
): Partial<Record<ChainNamespace, AccountState>> {
  return Object.fromEntries(namespaces.map((ns) => [ns, { status: 'disconnected' } satisfies AccountState]))
}

/** AllWallets before anything was loaded. */
function emptyAllWallets(): AllWalletsState {
  return {
    wallets: [],
    count: undefined,
    page: 0,
    loading: false,
    error: undefined,
    search: { query: '', wallets: [], loading: false, error: undefined },
  }
}

/**
 * The kernel's state of a new instance: closed, disconnected, on its start network (the server's
 * render too). The features' slices are registered on top of it (store/slices.ts).
 */
export function initialState(parameters: {
  network: CaipNetwork
  namespaces: readonly ChainNamespace[]
  recentWalletIds: readonly string[]
  /** The app configured sign-in (`siwx` or `siweConfig`): it starts 'idle', else 'off'. */
  siwx?: boolean
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
    walletDirectory: { featured: [], recommended: [], custom: [] },
    walletDirectoryStatus: { loading: false, error: undefined },
    allWallets: emptyAllWallets(),
    balances: { items: [], loading: false, error: undefined, fetchedAt: undefined, account: undefined },
    history: { items: [], next: undefined, loading: false, error: undefined, account: undefined },
    siwx: { status: parameters.siwx ? 'idle' : 'off' },
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
