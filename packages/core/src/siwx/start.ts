import { disconnect } from '../actions/disconnect.js'
import type { FoyerContext } from '../instance/context.js'
import { loadSiwx } from '../instance/onDemand.js'
import type { SiwxController } from './controller.js'

/**
 * Sign-in's start, in the connection code (createFoyer calls it only when the app configured sign-in):
 * loads the controller, which then follows the connected account; destroy() ends it.
 */
export async function startSiwx(context: FoyerContext): Promise<SiwxController> {
  const { createSiwxController } = await loadSiwx()
  const controller = createSiwxController(context, () => disconnect(context))
  context.siwx = controller
  context.onDestroy(() => controller.destroy())
  return controller
}
