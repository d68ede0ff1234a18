import { afterPaint } from '../utils/afterPaint.js'
import { whenIdle } from '../utils/whenIdle.js'
import type { FoyerContext } from './context.js'

/**
 * Resolves once the first open's wallet list is on screen and the browser is idle: after the modal's
 * paint, then, while the wallet directory the open asked for is loading, after its answer and the paint
 * of the list it fills. For code the visitor may need next (the adapters' own, sign-in's controller):
 * an idle wait alone came while the list waited for the directory, inside the first click.
 */
export async function afterWalletList(context: FoyerContext): Promise<void> {
  await afterPaint()
  const directory = context.caches.directoryLoad
  if (directory) {
    await directory.catch(() => {})
    await afterPaint()
  }
  await whenIdle()
}
