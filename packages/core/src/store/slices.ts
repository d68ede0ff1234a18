import type { FoyerKernel } from '../instance/kernel.js'
import type { FoyerState } from './types.js'

/**
 * Registers a feature's slices of the state, each under the key the feature added to FoyerState (by
 * declaration merging, beside its types), with its value in a new instance. The store gets them now,
 * and a server's render of the instance starts with them too (getServerState). A feature whose slice
 * is absent until first used (`onramp?`) needs none of this: it sets its slice when first used and
 * reads it with a fallback (onRampStateOf).
 *
 * @example
 * registerSlices(context, { names: emptyNamesState() })
 */
export function registerSlices(kernel: FoyerKernel, fresh: Partial<FoyerState>): void {
  Object.assign(kernel.slices, fresh)
  kernel.store.setState(fresh)
}
