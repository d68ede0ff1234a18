import type { ChainAdapter } from '../adapter/types.js'
import { whenIdle } from '../utils/whenIdle.js'

/**
 * Fetches the adapters' own code once the modal is up, `after` has settled (the wallet directory the
 * first open is waiting for) and the browser is idle, so it shares neither the first click's round trip
 * nor the wallet list's with the modal. Lives in the connection code's chunk: the page carries none of it.
 */
export async function preloadAdapters(
  adapters: ReadonlyMap<unknown, ChainAdapter>,
  after?: Promise<unknown>,
): Promise<void> {
  await after?.catch(() => {})
  await whenIdle()
  for (const adapter of adapters.values()) adapter.preload?.()
}
