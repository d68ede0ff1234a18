import { setAccount } from './actions/accountState.js'
import { collectConnectors, subscribeToAdapter } from './actions/adapterEvents.js'
import type { ChainAdapter } from './adapter/types.js'
import { PROJECT_ID_NOT_CONFIGURED } from './alerts/projectIdNotConfigured.js'
import type { Analytics } from './analytics/sendEvents.js'
import { createEmbeddedWalletController } from './embeddedWallet/controller.js'
import { InvalidOptionError } from './errors/errors.js'
import { FOYER_CONTEXT, type FoyerContext } from './instance/context.js'
import { endInstance } from './instance/destroy.js'
import type { FoyerInstance } from './instance/foyerInstance.js'
import type { FoyerOptions } from './instance/foyerOptions.js'
import { closeModal, openModal } from './instance/open.js'
import { createNameActions } from './names/actions.js'
import { DEFAULT_STORAGE_KEY } from './options/defaults.js'
import { resolveOptions } from './options/resolveOptions.js'
import { goBackRoute, pushRoute, replaceRoute, resetRoute, toRoute } from './router/router.js'
import { createSendActions } from './send/actions.js'
import type { SiwxActions } from './siwx/controller.js'
import type { SnackbarController } from './snackbar/snackbar.js'
import { startNetwork } from './ssr/serverState.js'
import { ssrSupportOf } from './ssr/support.js'
import { createFoyerStorage, defaultStorage } from './storage/storage.js'
import { createFoyerStore, initialState } from './store/createStore.js'
import type { FoyerState } from './store/types.js'
import type { ChainNamespace } from './types/network.js'
import { basicModeAdapters } from './universal/basicMode.js'
import { detectMobile } from './utils/isMobile.js'
import { lazyModule } from './utils/lazyModule.js'
import { createTimers } from './utils/timers.js'
import { createWalletConnectController } from './walletConnect/controller.js'

/**
 * Creates a Foyer instance: validates the options (InvalidOptionError on the first problem),
 * applies the built-in defaults, sets up each adapter, and resyncs a stored connection. Makes no
 * network request of its own. Each instance has its own store; instances never share state.
 *
 * @example
 * const foyer = createFoyer({ projectId, networks: [mainnet], adapters: [evmAdapter] })
 * foyer.open()
 */
export function createFoyer(parameters: FoyerOptions): FoyerInstance {
  const options = resolveOptions(parameters)
  // Basic mode: without adapters, each namespace of the networks connects through WalletConnect.
  const given = options.adapters?.length ? options.adapters : basicModeAdapters(options.networks)
  const adapters = new Map<ChainNamespace, ChainAdapter>(given.map((a) => [a.namespace, a]))
  const storage = createFoyerStorage(
    options.storage ?? defaultStorage(),
    options.storageKey ?? DEFAULT_STORAGE_KEY,
  )
  const defaultNetwork = options.defaultNetwork ?? options.networks[0]
  // With ssr, the store starts from the remembered connection, as the server's render did (getServerState).
  // That code comes with cookieStorage (resolveOptions checked it is there).
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
  // Made on the first snackbar, with the connection code: a page that never shows one carries none of it.
  let snackbar: SnackbarController | undefined
  const isMobileOption = options.isMobile
  // What loads on demand, and the connection code among it (run in the same tick once loaded).
  // One chunk on the first open: the connection code, which also imports what loads later (onDemand.ts).
  const actions = lazyModule(() => import('./instance/loadActions.js').then((m) => m.loadActions()))
  const onDemand = actions
  // Made before the context, which holds them; they reach it once something is asked of them.
  const walletConnect = createWalletConnectController(options, adapters, () => context)
  const embeddedWallet = createEmbeddedWalletController(() => context)
  // Analytics load with the visitor's first opening of the modal (`before`: the state it changed),
  // never with features.analytics false; destroy() ends them through the instance's lifetime.
  let analytics: Promise<Analytics | undefined> | undefined
  const startAnalytics = (before: FoyerState) => {
    if (!options.features.analytics || analytics) return analytics
    // Their code comes after the connection code's chunk: the changes made meanwhile are kept and
    // replayed when it arrives, so a quick connect is not lost.
    const changes: [FoyerState, FoyerState][] = []
    const stopRecording = store.subscribe((state, previous) => {
      changes.push([state, previous])
    })
    analytics = onDemand
      .run((m) => m.loadAnalytics())
      .then(
        (m) => {
          stopRecording()
          return m.startAnalytics(context, before, changes)
        },
        () => {
          stopRecording()
          return undefined
        },
      )
    return analytics
  }
  const context: FoyerContext = {
    options,
    store,
    adapters,
    adapterConnectors: new Map(),
    storage,
    timers,
    isMobile: () =>
      typeof isMobileOption === 'function' ? Boolean(isMobileOption()) : (isMobileOption ?? detectMobile()),
    defaultNetwork,
    caches: {},
    signal: lifetime.signal,
    pendingAlert: options.projectId ? undefined : PROJECT_ID_NOT_CONFIGURED,
    showSnackbar: (variant, message) =>
      actions.run((m) => {
        snackbar ??= m.createSnackbarController(store, timers)
        return snackbar.show(variant, message)
      }),
    refreshAccount: () => actions.run((m) => m.refreshAccount(context)),
    onDemand,
    actions,
    walletConnect,
    embeddedWallet,
  }

  const unsubscribers: (() => void)[] = ssr ? [ssr.persist(store, storage)] : []
  for (const adapter of adapters.values()) {
    adapter.setup({
      networks: options.networks.filter((n) => n.chainNamespace === adapter.namespace),
      projectId: options.projectId ?? '',
    })
    unsubscribers.push(subscribeToAdapter(context, adapter))
    context.adapterConnectors.set(adapter.namespace, adapter.getConnectors())
  }
  store.setState({ connectors: collectConnectors(context) })

  // A stored connection is resynced at start: 'reconnecting' at once (an instance with `ssr` keeps
  // showing the remembered address), the resync with the connection code. Nothing stored, nothing loads.
  const ready = Promise.all(
    [...adapters.values()].map((adapter) => {
      const { namespace } = adapter
      if (!storage.getConnectedConnectorId(namespace)) return undefined
      const known = store.getState().accounts[namespace]
      setAccount(
        context,
        namespace,
        known?.status === 'reconnecting' && known.address ? known : { status: 'reconnecting' },
      )
      const resync = walletConnect.resyncFor(adapter) ?? embeddedWallet.resyncFor(adapter)
      return actions.run((m) => m.reconnect(context, adapter, resync))
    }),
  ).then(
    () => undefined,
    () => undefined,
  )
  // The directory code arrives with the on-demand code; the groups load on the first open, so a
  // page that never opens the modal makes no request (nothing before the visitor asks).
  // Sign-in loads only when the app configured it; it then follows the connected account.
  const siwx =
    options.siwx || options.siweConfig
      ? onDemand.run((m) =>
          m.loadSiwx().then((loaded) => {
            context.siwx = loaded.createSiwxController(context, () =>
              actions.run((i) => i.disconnect(context)),
            )
            return context.siwx
          }),
        )
      : undefined
  if (siwx) store.setState({ siwx: { status: 'idle' } })
  const siwxAction = (name: keyof SiwxActions) => () =>
    siwx ? siwx.then((controller) => controller.actions[name]()) : Promise.resolve()
  const portfolio = () => onDemand.run((m) => m.loadPortfolio())
  let directoryGroupsRequested = false
  const loadWalletDirectory = () => {
    directoryGroupsRequested = true
    // Loading from the click on, not from when the directory code has arrived.
    store.setState({ walletDirectoryStatus: { loading: true, error: undefined } })
    return actions
      .run((m) => m.loadDirectoryGroups(context))
      .catch(() => {
        // The directory code itself failed to load (a deploy replaced the chunk, the network blinked).
        store.setState({ walletDirectoryStatus: { loading: false, error: { id: 'somethingWentWrong' } } })
      })
  }
  const shakeTimer: { current: ReturnType<typeof setTimeout> | undefined } = { current: undefined }

  const instance: FoyerInstance = {
    options,
    ready,
    getState: () => store.getState(),
    subscribe: (listener) => store.subscribe(listener),
    open: (openOptions) => {
      const before = store.getState()
      openModal(context, openOptions)
      startAnalytics(before)
      // The visitor is about to connect or switch: fetch that code now, not on the click. The adapters'
      // code follows once the modal has painted (provideConnectionCode), not beside the modal's chunk.
      actions.preload()
      if (directoryGroupsRequested || !options.projectId) return
      directoryGroupsRequested = true
      loadWalletDirectory().catch(() => {})
    },
    close: (closeOptions) => closeModal(context, closeOptions, shakeTimer),
    router: {
      push: (route) => store.setState({ router: pushRoute(store.getState().router, toRoute(route)) }),
      replace: (route) => store.setState({ router: replaceRoute(store.getState().router, toRoute(route)) }),
      reset: (route) => store.setState({ router: resetRoute(toRoute(route)) }),
      goBack: () => {
        const { router } = store.getState()
        const next = goBackRoute(router)
        if (next !== router) store.setState({ router: next })
      },
    },
    isMobile: () => context.isMobile(),
    connect: (connectorId, connectOptions) =>
      actions.run((m) => m.connect(context, connectorId, connectOptions)),
    disconnect: () => actions.run((m) => m.disconnect(context)),
    connectWalletConnect: (wcOptions) => walletConnect.connect(wcOptions),
    cancelWalletConnect: () => walletConnect.cancel(),
    preloadWalletConnect: () => walletConnect.preload(),
    embeddedWallet: embeddedWallet.actions,
    siwx: { signIn: siwxAction('signIn'), cancel: siwxAction('cancel'), signOut: siwxAction('signOut') },
    switchNetwork: (network) => actions.run((m) => m.switchNetwork(context, network)),
    refreshAccount: () => context.refreshAccount(),
    showSnackbar: (variant, message) => {
      if (!['loading', 'success', 'error'].includes(variant) || typeof message !== 'string' || !message) {
        return Promise.reject(
          new InvalidOptionError('showSnackbar', 'takes a variant and a non-empty message'),
        )
      }
      return context.showSnackbar(variant, { id: 'text', params: { text: message } })
    },
    hideSnackbar: () => snackbar?.hide(),
    holdSnackbar: (held) => snackbar?.hold(held === true),
    track: (event) => {
      if (!event?.event) throw new InvalidOptionError('track', 'needs an event')
      void startAnalytics(store.getState())?.then((started) => started?.track(event))
    },
    closeAlert: () => store.setState({ alert: undefined }),
    setWalletDirectory: (groups) =>
      store.setState({ walletDirectory: { ...store.getState().walletDirectory, ...groups } }),
    loadWalletDirectory: () => (options.projectId ? loadWalletDirectory() : Promise.resolve()),
    fetchWallets: (parameters) => actions.run((m) => m.fetchWallets(context, parameters)),
    loadMoreWallets: () => actions.run((m) => m.loadMoreWallets(context)),
    searchWallets: (query) => actions.run((m) => m.searchWallets(context, query)),
    getWallet: (id) => actions.run((m) => m.getWallet(context, id)),
    fetchBalances: (address, caipNetworkId, fetchOptions) =>
      portfolio().then((m) => m.fetchBalances(context, address, caipNetworkId, fetchOptions)),
    fetchIdentity: (address, caipNetworkId) =>
      portfolio().then((m) => m.fetchIdentity(context, address, caipNetworkId)),
    send: createSendActions(context),
    names: createNameActions(context),
    fetchHistory: (address, caipNetworkId, cursor) =>
      portfolio().then((m) => m.fetchHistory(context, address, caipNetworkId, cursor)),
    destroy: () => {
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe()
      walletConnect.destroy()
      embeddedWallet.destroy()
      context.siwx?.destroy()
      timers.clearAll()
      endInstance(context, lifetime)
    },
  }
  // For the features an app imports on their own (swapActions, onRampActions): see contextOf.
  return Object.assign(instance, { [FOYER_CONTEXT]: context })
}
