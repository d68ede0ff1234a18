import { startAdapters } from './actions/startAdapters.js'
import { startOnFirstUse } from './analytics/startOnFirstUse.js'
import { createDirectoryActions } from './directory/actions.js'
import { createEmbeddedWalletActions } from './embeddedWallet/controller.js'
import { InvalidOptionError } from './errors/errors.js'
import { FOYER_CONTEXT, type FoyerContext } from './instance/context.js'
import { createKernel } from './instance/createKernel.js'
import type { FoyerInstance } from './instance/foyerInstance.js'
import type { FoyerOptions } from './instance/foyerOptions.js'
import { closeModal, openModal } from './instance/open.js'
import { createNameActions } from './names/actions.js'
import { resolveOptions } from './options/resolveOptions.js'
import { createPortfolioActions } from './portfolio/actions.js'
import { goBackRoute, pushRoute, replaceRoute, resetRoute, toRoute } from './router/router.js'
import { createSendActions } from './send/actions.js'
import type { SiwxActions } from './siwx/controller.js'
import { startSiwxOnUse } from './siwx/startOnUse.js'
import { registerSlices } from './store/slices.js'
import { createWalletConnectController } from './walletConnect/controller.js'

/**
 * Creates a Foyer instance: validates the options in development builds (InvalidOptionError on the
 * first problem), applies the built-in defaults, sets up each adapter, and resyncs a stored connection.
 * Makes no network request of its own. Each instance has its own store; instances never share state.
 * Development builds are those where `process.env.NODE_ENV` is not 'production'; production builds leave
 * the check out, as React does its prop checks (SiwxOptionConflictError, for both `siwx` and
 * `siweConfig`, is thrown in every build).
 *
 * The kernel (instance/createKernel.ts) holds the options, store, adapters and lifetime; the
 * features on the page-load path (WalletConnect, the embedded wallet) plug into it here, the others
 * register themselves on first use (`swapActions(foyer)`, `onRampActions(foyer)`).
 *
 * @example
 * import { EvmAdapter } from '@foyer/evm'
 *
 * const evmAdapter = new EvmAdapter({ networks: [mainnet] })
 * const foyer = createFoyer({ projectId, networks: [mainnet], adapters: [evmAdapter] })
 * foyer.open()
 */
export function createFoyer(parameters: FoyerOptions): FoyerInstance {
  const kernel = createKernel(resolveOptions(parameters))
  // The kernel is the context once the page-load features are on it (the next lines).
  const context = kernel as Omit<FoyerContext, 'walletConnect' | 'embeddedWallet'> as FoyerContext
  const { options, store, actions } = context
  const walletConnect = createWalletConnectController(context)
  const embeddedWallet = createEmbeddedWalletActions(context)
  context.walletConnect = walletConnect
  // Sign-in loads only when the app configured it, and the visitor acts (startOnUse.ts says when): before
  // the adapters start, so a stored connection's resync starts it.
  const signIn = options.siwx || options.siweConfig
  registerSlices(context, { siwx: { status: signIn ? 'idle' : 'off' } })
  const siwx = signIn ? startSiwxOnUse(context) : undefined
  const ready = startAdapters(context)
  const siwxAction = (name: keyof SiwxActions) => () =>
    siwx ? siwx.run((controller) => controller.actions[name]()) : Promise.resolve()
  const directory = createDirectoryActions(context)
  const shakeTimer: { current: ReturnType<typeof setTimeout> | undefined } = { current: undefined }

  const instance: FoyerInstance = {
    options,
    ready,
    getState: () => store.getState(),
    subscribe: (listener) => store.subscribe(listener),
    open: (openOptions) => {
      const before = store.getState()
      openModal(context, openOptions)
      startOnFirstUse(context, before)
      // The visitor is about to connect or switch: fetch that code now, not on the click. The adapters'
      // code follows once the modal has painted (provideConnectionCode), not beside the modal's chunk.
      actions.preload()
      // The directory's groups on the first open: a page that never opens the modal makes no request.
      if (!context.caches.directoryRequested) directory.loadWalletDirectory().catch(() => {})
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
    embeddedWallet,
    siwx: { signIn: siwxAction('signIn'), cancel: siwxAction('cancel'), signOut: siwxAction('signOut') },
    switchNetwork: (network) => actions.run((m) => m.switchNetwork(context, network)),
    refreshAccount: () => context.refreshAccount(),
    showSnackbar: (variant, message) => actions.run((m) => m.showAppSnackbar(context, variant, message)),
    hideSnackbar: () => context.caches.snackbar?.hide(),
    holdSnackbar: (held) => context.caches.snackbar?.hold(held === true),
    track: (event) => {
      if (!event?.event) throw new InvalidOptionError('track', 'needs an event')
      void startOnFirstUse(context, store.getState())?.then((started) => started?.track(event))
    },
    closeAlert: () => store.setState({ alert: undefined }),
    ...directory,
    ...createPortfolioActions(context),
    send: createSendActions(context),
    names: createNameActions(context),
    destroy: kernel.destroy,
  }
  // For the features an app imports on their own (swapActions, onRampActions): see contextOf.
  return Object.assign(instance, { [FOYER_CONTEXT]: context })
}
