import type { AdapterConnection, ChainAdapter } from '../adapter/types.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import { ConnectError } from '../errors/errors.js'
import type { FoyerContext } from '../instance/context.js'
import { registerSlices } from '../store/slices.js'
import type { Connector, WalletInfo } from '../types/connector.js'
import { cancelledError } from './cancelled.js'
import type { WalletConnectPairing } from './pairing.js'
import type { WalletConnectState } from './state.js'

/**
 * The instance's WalletConnect pairing and session. This part is on the page-load path, so it only
 * decides whether WalletConnect is offered and delegates: the flow (pairing.ts) and the SDK
 * (engine.ts) load with import() when a pairing starts or a stored session is resynced.
 */
export interface WalletConnectController {
  /** Core's WalletConnect connector, when enabled and some adapter supports WalletConnect. */
  readonly connector: Connector | undefined
  connect(options?: { walletId?: string | undefined }): Promise<void>
  /** Imports the pairing code and the SDK without starting anything (the visitor's intent). */
  preload(): void
  cancel(): void
  /** Resyncs the stored WalletConnect session of `adapter`'s namespace (reconnect() asks it). */
  resync(adapter: ChainAdapter): Promise<AdapterConnection | null>
  /** The wallet behind the session, for the Account view. */
  walletInfo(): WalletInfo | undefined
  /**
   * Ends the session (disconnect()) and the pairing state back to idle: at once for the page; the
   * relay delete runs in the background, bounded, else the session is forgotten locally.
   */
  disconnect(): Promise<void>
}

declare module '../instance/context.js' {
  interface FoyerContext {
    /** The WalletConnect pairing and session (made by createFoyer: its connector is on the Connect view). */
    walletConnect: WalletConnectController
  }
}

/**
 * One controller per createFoyer instance (no module state), on the page-load path: its connector is
 * on the Connect view. destroy() ends a pairing under way.
 */
export function createWalletConnectController(context: FoyerContext): WalletConnectController {
  const { options, adapters, store } = context
  registerSlices(context, { walletConnect: { status: 'idle' } })
  const namespaces = [...adapters.values()]
    .filter((adapter) => typeof adapter.connectWalletConnect === 'function')
    .map((adapter) => adapter.namespace)
  const [chain] = namespaces
  const connector: Connector | undefined =
    options.enableWalletConnect && chain
      ? { id: WALLET_CONNECT_CONNECTOR_ID, type: 'WALLET_CONNECT', name: 'WalletConnect', chain }
      : undefined
  let loading: Promise<WalletConnectPairing> | undefined
  let pairing: WalletConnectPairing | undefined
  // Bumped by cancel/destroy, so a connect() still waiting for the code does not start afterwards.
  let epoch = 0
  const load = () => {
    loading ??= context.actions.run((m) =>
      m.loadPairing().then((loaded) => {
        pairing = loaded.createPairing(context, namespaces, connector)
        return pairing
      }),
    )
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }
  const setState = (walletConnect: WalletConnectState) => store.setState({ walletConnect })
  const idle = () => {
    if (store.getState().walletConnect.status !== 'idle') setState({ status: 'idle' })
  }

  context.onDestroy(() => {
    epoch++
    pairing?.destroy()
  })
  return {
    connector,
    connect(options) {
      if (pairing) return pairing.connect(options)
      const started = epoch
      const walletId: unknown = options?.walletId
      if (connector && (walletId === undefined || (typeof walletId === 'string' && walletId !== '')))
        setState({ status: 'loading', ...(options?.walletId ? { walletId: options.walletId } : {}) })
      return load().then(
        (loaded) => (started === epoch ? loaded.connect(options) : Promise.reject(cancelledError())),
        (error: unknown) => {
          setState({ status: 'error', message: { id: 'errorWalletConnectLoadFailed' } })
          throw new ConnectError(WALLET_CONNECT_CONNECTOR_ID, 'Could not load WalletConnect', {
            cause: error,
            messageId: 'errorWalletConnectLoadFailed',
          })
        },
      )
    },
    preload() {
      if (!connector) return
      // Code only: the engine (and the relay connection) starts on connect().
      context.actions.run((m) => m.loadPairing().then(() => m.preloadEngine(options))).catch(() => {})
    },
    cancel() {
      epoch++
      if (pairing) pairing.cancel()
      else idle()
    },
    resync: (adapter) => load().then((loaded) => loaded.resync(adapter)),
    walletInfo: () => pairing?.walletInfo(),
    disconnect: () => (pairing ? pairing.disconnect() : Promise.resolve(idle())),
  }
}
