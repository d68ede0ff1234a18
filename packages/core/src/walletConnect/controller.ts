import { WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import { ConnectError } from '../errors/errors.js'
import type { FoyerContext } from '../instance/context.js'
import { registerSlices } from '../store/slices.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'
import type { WalletConnectPairing } from './pairing.js'
import type { WalletConnectState } from './state.js'

/**
 * The instance's WalletConnect pairing and session. This part is on the page-load path, so it only
 * decides whether WalletConnect is offered and holds what the rest shares: the connection code
 * (walletConnect/pairingActions.ts) loads the flow (pairing.ts) and the SDK (engine.ts) when a pairing
 * starts or a stored session is resynced, and ends it on disconnect().
 */
export interface WalletConnectController {
  /** Core's WalletConnect connector, when enabled and some adapter supports WalletConnect. */
  readonly connector: Connector | undefined
  /** The namespaces whose adapter connects a WalletConnect session. */
  readonly namespaces: readonly ChainNamespace[]
  /** Bumped by cancel/destroy, so a connect() still waiting for the code does not start afterwards. */
  epoch: number
  /** The flow, once its code arrived, and its load under way (pairingActions.ts). */
  pairing?: WalletConnectPairing | undefined
  loading?: Promise<WalletConnectPairing> | undefined
  connect(options?: { walletId?: string | undefined }): Promise<void>
  /** Imports the pairing code and the SDK without starting anything (the visitor's intent). */
  preload(): void
  cancel(): void
}

declare module '../instance/context.js' {
  interface FoyerContext {
    /** The WalletConnect pairing and session (made by createFoyer: its connector is on the Connect view). */
    walletConnect: WalletConnectController
  }
}

const setState = (context: FoyerContext, walletConnect: WalletConnectState) =>
  context.store.setState({ walletConnect })

/** The pairing's code did not arrive (a blip, a deploy): the view says so, connect() rejects. */
export function pairingLoadFailed(context: FoyerContext, error: unknown): never {
  setState(context, { status: 'error', message: { id: 'errorWalletConnectLoadFailed' } })
  throw new ConnectError(WALLET_CONNECT_CONNECTOR_ID, 'Could not load WalletConnect', {
    cause: error,
    messageId: 'errorWalletConnectLoadFailed',
  })
}

/**
 * One controller per createFoyer instance (no module state), on the page-load path: its connector is
 * on the Connect view. destroy() ends a pairing under way.
 */
export function createWalletConnectController(context: FoyerContext): WalletConnectController {
  const { options, adapters, actions } = context
  registerSlices(context, { walletConnect: { status: 'idle' } })
  const namespaces = [...adapters.values()]
    .filter((adapter) => typeof adapter.connectWalletConnect === 'function')
    .map((adapter) => adapter.namespace)
  const [chain] = namespaces
  const connector: Connector | undefined =
    options.enableWalletConnect && chain
      ? { id: WALLET_CONNECT_CONNECTOR_ID, type: 'WALLET_CONNECT', name: 'WalletConnect', chain }
      : undefined
  const controller: WalletConnectController = {
    connector,
    namespaces,
    epoch: 0,
    connect(options) {
      if (controller.pairing) return controller.pairing.connect(options)
      const started = controller.epoch
      const walletId: unknown = options?.walletId
      // At once, from the click: the view shows the QR code's skeleton while the code loads.
      if (connector && (walletId === undefined || (typeof walletId === 'string' && walletId !== '')))
        setState(context, { status: 'loading', ...(options?.walletId ? { walletId: options.walletId } : {}) })
      // The module first, so that a failure here is the load's, not the pairing's.
      return actions
        .run(async (m) => m)
        .then(
          (m) => m.connectPairing(context, options, started),
          (error: unknown) => pairingLoadFailed(context, error),
        )
    },
    preload() {
      // Code only: the engine (and the relay connection) starts on connect().
      if (connector) actions.run((m) => m.preloadPairing(options)).catch(() => {})
    },
    cancel() {
      controller.epoch++
      if (controller.pairing) controller.pairing.cancel()
      else if (context.store.getState().walletConnect.status !== 'idle') setState(context, { status: 'idle' })
    },
  }
  context.onDestroy(() => {
    controller.epoch++
    controller.pairing?.destroy()
  })
  return controller
}
