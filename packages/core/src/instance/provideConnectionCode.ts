import * as connectionCode from './actions.js'
import { contextOf } from './context.js'

declare module './caches.js' {
  interface InstanceCaches {
    /** The modal has handed the connection code over once (it does on each render). */
    connectionCodeProvided?: boolean
  }
}

/**
 * Hands an instance its connection code (connect, the wallet directory, …) from a chunk that imports it
 * statically: the modal's. A bundler then puts the code the modal and the connection code share in one
 * chunk beside the modal's, instead of splitting it into many small ones that the first click would
 * fetch one by one; and the instance calls into it as soon as the modal is there. Without it the
 * instance imports the same code itself on the first open. The first time, it also asks for the wallet
 * directory the first open is waiting for, and starts loading the adapters' own code once that
 * directory has answered and the browser is idle (after the wallet list's paint).
 *
 * @example
 * // In a modal loaded on demand:
 * provideConnectionCode(foyer)
 */
export function provideConnectionCode(foyer: object): void {
  const context = contextOf(foyer)
  context.actions.provide(connectionCode)
  if (context.caches.connectionCodeProvided) return
  context.caches.connectionCodeProvided = true
  // The first open asked for the wallet directory (and marked it loading) through the instance's own
  // import of this code, which may resolve after the modal's: the request leaves now, before the modal's
  // first paint, and the instance's call joins it.
  if (context.store.getState().walletDirectoryStatus.loading)
    connectionCode.loadDirectoryGroups(context).catch(() => {})
  // The modal is here: the adapters' code next, once the wallet list is on screen and the browser idle
  // (an idle wait alone let it start while the list waited for the directory: a fifth script in some
  // of the bench's first clicks).
  void connectionCode.preloadAdapters(context)
}
