import { afterWalletList } from './afterWalletList.js'
import type { FoyerContext } from './context.js'

/**
 * Fetches the adapters' own code once the first open's wallet list is on screen and the browser idle
 * (afterWalletList), so it shares neither the first click's round trip nor the list's wait for the
 * directory. Lives in the connection code's chunk: the page carries none of it.
 */
export async function preloadAdapters(context: FoyerContext): Promise<void> {
  await afterWalletList(context)
  for (const adapter of context.adapters.values()) adapter.preload?.()
}
