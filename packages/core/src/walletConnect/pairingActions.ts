// The WalletConnect controller's work that only runs once the visitor pairs, a stored session resyncs or
// the app disconnects: part of the connection code (instance/actions.ts), so the page keeps only the
// controller's state and its synchronous 'loading'.

import type { AdapterConnection, ChainAdapter } from '../adapter/types.js'
import type { FoyerContext } from '../instance/context.js'
import { loadPairing, preloadEngine } from '../instance/onDemand.js'
import type { ResolvedOptions } from '../instance/resolvedOptions.js'
import { cancelledError } from './cancelled.js'
import { pairingLoadFailed } from './controller.js'
import type { WalletConnectPairing } from './pairing.js'

/** The instance's pairing flow, made once its code arrived; a load that failed is tried again next time. */
function pairingOf(context: FoyerContext): Promise<WalletConnectPairing> {
  const controller = context.walletConnect
  controller.loading ??= loadPairing().then((loaded) => {
    controller.pairing = loaded.createPairing(context, controller.namespaces, controller.connector)
    return controller.pairing
  })
  controller.loading.catch(() => {
    controller.loading = undefined
  })
  return controller.loading
}

/** connectWalletConnect() once the connection code is here: unless cancelled since `started`. */
export const connectPairing = (
  context: FoyerContext,
  options: { walletId?: string | undefined } | undefined,
  started: number,
): Promise<void> =>
  pairingOf(context).then(
    (pairing) =>
      started === context.walletConnect.epoch ? pairing.connect(options) : Promise.reject(cancelledError()),
    (error: unknown) => pairingLoadFailed(context, error),
  )

export const preloadPairing = (options: ResolvedOptions) => loadPairing().then(() => preloadEngine(options))

/** Resyncs the stored WalletConnect session of `adapter`'s namespace (reconnect() asks it). */
export const resyncPairing = (
  context: FoyerContext,
  adapter: ChainAdapter,
): Promise<AdapterConnection | null> => pairingOf(context).then((pairing) => pairing.resync(adapter))

/**
 * Ends the session and the pairing state back to idle: at once for the page; the relay delete runs in
 * the background, bounded, else the session is forgotten locally.
 */
export async function disconnectPairing(context: FoyerContext): Promise<void> {
  const { pairing } = context.walletConnect
  if (pairing) return pairing.disconnect()
  if (context.store.getState().walletConnect.status !== 'idle')
    context.store.setState({ walletConnect: { status: 'idle' } })
}
