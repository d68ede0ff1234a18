import type { FoyerInstance } from '../instance/foyerInstance.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { registerSlices } from '../store/slices.js'

declare module '../instance/caches.js' {
  interface InstanceCaches {
    /** The featured and recommended groups were asked for (the first open, or loadWalletDirectory()). */
    directoryRequested?: boolean
  }
}

/** The instance's wallet directory methods (`foyer.fetchWallets`, …); their code is the connection code's. */
export type DirectoryActions = Pick<
  FoyerInstance,
  | 'setWalletDirectory'
  | 'loadWalletDirectory'
  | 'fetchWallets'
  | 'loadMoreWallets'
  | 'searchWallets'
  | 'getWallet'
>

/**
 * The wallet directory's methods of an instance, and its slices (`walletDirectory`,
 * `walletDirectoryStatus`, `allWallets`: empty). The groups load on the first open, so a page that
 * never opens the modal makes no request; without a project id, never.
 *
 * @example
 * const { data } = await foyer.fetchWallets({ page: 1 })
 */
export function createDirectoryActions(context: FoyerKernel): DirectoryActions {
  const { actions, store } = context
  registerSlices(context, {
    walletDirectory: { featured: [], recommended: [], custom: [] },
    walletDirectoryStatus: { loading: false, error: undefined },
    allWallets: {
      wallets: [],
      count: undefined,
      page: 0,
      loading: false,
      error: undefined,
      search: { query: '', wallets: [], loading: false, error: undefined },
    },
  })
  return {
    setWalletDirectory: (groups) =>
      store.setState({ walletDirectory: { ...store.getState().walletDirectory, ...groups } }),
    loadWalletDirectory() {
      if (!context.options.projectId) return Promise.resolve()
      context.caches.directoryRequested = true
      // Loading from the click on, not from when the directory code has arrived.
      store.setState({ walletDirectoryStatus: { loading: true, error: undefined } })
      return actions
        .run((m) => m.loadDirectoryGroups(context))
        .catch(() => {
          // The directory code itself failed to load (a deploy replaced the chunk, the network blinked).
          store.setState({ walletDirectoryStatus: { loading: false, error: { id: 'somethingWentWrong' } } })
        })
    },
    fetchWallets: (parameters) => actions.run((m) => m.fetchWallets(context, parameters)),
    loadMoreWallets: () => actions.run((m) => m.loadMoreWallets(context)),
    searchWallets: (query) => actions.run((m) => m.searchWallets(context, query)),
    getWallet: (id) => actions.run((m) => m.getWallet(context, id)),
  }
}
