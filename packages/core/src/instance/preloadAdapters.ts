import type { ChainAdapter } from '../adapter/types.js'
import { whenIdle } from '../utils/whenIdle.js'

/**
 * Fetches the adapters' own code once the modal is up and the browser idle, so it does not share the
 * first click's round trip with the modal. Lives in the connection code's chunk: the page carries none of it.
 */
export async function preloadAdapters(adapters: ReadonlyMap<unknown, ChainAdapter>): Promise<void> {
  await whenIdle()
  for (const adapter of adapters.values()) adapter.preload?.()
}
