import * as connectionCode from './actions.js'
import { contextOf } from './context.js'

declare module './caches.js' {
  interface InstanceCaches {
    /** The adapters' code was asked for (the modal hands the connection code over on each render). */
    adaptersPreloaded?: boolean
  }
}

/**
 * Hands an instance its connection code (connect, the wallet directory, …) from a chunk that imports it
 * statically: the modal's. A bundler then puts the code the modal and the connection code share in one
 * chunk beside the modal's, instead of splitting it into many small ones that the first click would
 * fetch one by one; and the instance calls into it as soon as the modal is there. Without it the
 * instance imports the same code itself on the first open. Also starts loading the adapters' own code
 * once the browser is idle (after the modal's first paint).
 *
 * @example
 * // In a modal loaded on demand:
 * provideConnectionCode(foyer)
 */
export function provideConnectionCode(foyer: object): void {
  const context = contextOf(foyer)
  context.actions.provide(connectionCode)
  if (context.caches.adaptersPreloaded) return
  context.caches.adaptersPreloaded = true
  // The modal is here: the adapters' code next, once the browser is idle after its first paint, so it
  // does not share the first click's round trip with the modal's chunk.
  void connectionCode.preloadAdapters(context.adapters)
}
