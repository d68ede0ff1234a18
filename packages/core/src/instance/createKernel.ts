import type { ChainAdapter } from '../adapter/types.js'
import { PROJECT_ID_NOT_CONFIGURED } from '../alerts/projectIdNotConfigured.js'
import { DEFAULT_STORAGE_KEY } from '../options/defaults.js'
import { startNetwork } from '../ssr/serverState.js'
import { ssrSupportOf } from '../ssr/support.js'
import { createFoyerStorage, defaultStorage } from '../storage/storage.js'
import { createFoyerStore, initialState } from '../store/createStore.js'
import type { ChainNamespace } from '../types/network.js'
import { basicModeAdapters } from '../universal/basicMode.js'
import { detectMobile } from '../utils/isMobile.js'
import { lazyModule } from '../utils/lazyModule.js'
import { createTimers } from '../utils/timers.js'
import { endInstance } from './destroy.js'
import type { FoyerKernel } from './kernel.js'
import type { ResolvedOptions } from './resolvedOptions.js'

/**
 * The kernel of a new instance (kernel.ts): its adapters, storage, store, timers, lifetime and
 * on-demand code, and destroy(), which runs what the features registered with onDestroy. It imports
 * no feature; createFoyer puts the page-load features on it, the others register on first use.
 */
export function createKernel(options: ResolvedOptions): FoyerKernel & { destroy(): void } {
  // Basic mode: without adapters, each namespace of the networks connects through WalletConnect.
  const given = options.adapters?.length ? options.adapters : basicModeAdapters(options.networks)
  const adapters = new Map<ChainNamespace, ChainAdapter>(given.map((a) => [a.namespace, a]))
  const storage = createFoyerStorage(
    options.storage ?? defaultStorage(),
    options.storageKey ?? DEFAULT_STORAGE_KEY,
  )
  // With ssr, the store starts from the remembered connection, as the server's render did (getServerState).
  // That code comes with cookieStorage (development builds check it is there; without it, no ssr here).
  const ssr = options.ssr ? ssrSupportOf(options.storage) : undefined
  const remembered = ssr?.remembered(storage)
  const fresh = initialState({
    network: startNetwork(options, ssr ? remembered?.caipNetworkId : storage.getLastChainId()),
    namespaces: [...adapters.keys()],
    recentWalletIds: storage.getRecentWalletIds(),
  })
  const store = createFoyerStore(ssr ? ssr.withInitialState(fresh, options.networks, remembered) : fresh)
  const timers = createTimers()
  const lifetime = new AbortController()
  const hooks: (() => void)[] = ssr ? [ssr.persist(store, storage)] : []
  const isMobileOption = options.isMobile
  // One chunk on the first open: the connection code, which also imports what loads later (onDemand.ts).
  const actions = lazyModule(() => import('./loadActions.js').then((m) => m.loadActions()))
  const kernel: FoyerKernel & { destroy(): void } = {
    options,
    store,
    adapters,
    adapterConnectors: new Map(),
    storage,
    timers,
    isMobile: () =>
      typeof isMobileOption === 'function' ? Boolean(isMobileOption()) : (isMobileOption ?? detectMobile()),
    defaultNetwork: options.defaultNetwork ?? options.networks[0],
    caches: {},
    slices: {},
    signal: lifetime.signal,
    pendingAlert: options.projectId ? undefined : PROJECT_ID_NOT_CONFIGURED,
    // The snackbar is made on the first one, with the connection code: a page that never shows one carries none of it.
    showSnackbar: (variant, message) =>
      actions.run((m) => {
        kernel.caches.snackbar ??= m.createSnackbarController(store, timers)
        return kernel.caches.snackbar.show(variant, message)
      }),
    refreshAccount: () => actions.run((m) => m.refreshAccount(kernel)),
    actions,
    // A hook registered after destroy() (a feature whose code arrived late) runs at once.
    onDestroy(hook) {
      if (lifetime.signal.aborted) hook()
      else hooks.push(hook)
    },
    destroy: () => {
      // Last registered, first ended: the adapters' events stop before the controllers they feed.
      for (const hook of hooks.splice(0).reverse()) hook()
      timers.clearAll()
      endInstance(kernel, lifetime)
    },
  }
  return kernel
}
