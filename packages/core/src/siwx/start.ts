import { disconnect } from '../actions/disconnect.js'
import type { FoyerContext } from '../instance/context.js'
import { loadSiwx } from '../instance/onDemand.js'
import { whenIdle } from '../utils/whenIdle.js'
import type { SiwxController } from './controller.js'

/**
 * Sign-in's start, in the connection code (startOnUse.ts calls it only when the app configured sign-in):
 * loads the controller, which then follows the connected account; destroy() ends it. When the visitor is
 * not connecting yet (the modal only opened), after the modal's paint (an idle moment), so that the first
 * click's requests are the modal's alone.
 */
export async function startSiwx(context: FoyerContext): Promise<SiwxController> {
  const state = context.store.getState()
  const connecting =
    state.walletConnect.status !== 'idle' ||
    Object.values(state.accounts).some((account) => account && account.status !== 'disconnected')
  if (!connecting) await whenIdle()
  const { createSiwxController } = await loadSiwx()
  const controller = createSiwxController(context, () => disconnect(context))
  context.siwx = controller
  context.onDestroy(() => controller.destroy())
  return controller
}
