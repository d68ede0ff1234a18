import { disconnect } from '../actions/disconnect.js'
import { afterWalletList } from '../instance/afterWalletList.js'
import type { FoyerContext } from '../instance/context.js'
import { loadSiwx } from '../instance/onDemand.js'
import type { SiwxController } from './controller.js'

/** The controller, loaded: at once when the visitor is connecting, else (the modal only opened) once idle. */
async function loadController(context: FoyerContext): Promise<SiwxController> {
  const state = context.store.getState()
  const connecting =
    state.walletConnect.status !== 'idle' ||
    Object.values(state.accounts).some((account) => account && account.status !== 'disconnected')
  // After the first open's wallet list, so that the first click's requests are the modal's alone.
  if (!connecting) await afterWalletList(context)
  const { createSiwxController } = await loadSiwx()
  return createSiwxController(context, () => disconnect(context))
}

/** Stands in for the controller while it loads: a pairing that starts meanwhile still asks for sign-in. */
function waitingFor(controller: Promise<SiwxController>): SiwxController {
  const action = (name: keyof SiwxController['actions']) => () =>
    controller.then((loaded) => loaded.actions[name]())
  return {
    actions: { signIn: action('signIn'), cancel: action('cancel'), signOut: action('signOut') },
    walletConnectRequest: () =>
      controller.then(
        (loaded) => loaded.walletConnectRequest(),
        () => undefined,
      ),
    adoptWalletConnect: (signIns) =>
      controller.then(
        (loaded) => loaded.adoptWalletConnect(signIns),
        () => undefined,
      ),
    // Nothing asks for a signature before the controller is here.
    blocksClose: () => false,
    destroy: () => {},
  }
}

/**
 * Sign-in's start, in the connection code (startOnUse.ts calls it only when the app configured sign-in):
 * loads the controller, which then follows the connected account; destroy() ends it. `context.siwx` is
 * set at once (walletConnect/attempt.ts reads it when a pairing starts), the controller replacing its
 * stand-in once loaded.
 */
export async function startSiwx(context: FoyerContext): Promise<SiwxController> {
  const loading = loadController(context)
  context.siwx = waitingFor(loading)
  const controller = await loading
  context.siwx = controller
  context.onDestroy(() => controller.destroy())
  return controller
}
