import type { FoyerKernel } from '../instance/kernel.js'
import type { FoyerState } from './types.js'

/**
 * Registers a feature's slice of the state: `key` is the one the feature added to FoyerState (by
 * declaration merging, beside its types), `fresh` its value in a new instance. The store gets it
 * now, and a server's render of the instance starts with it too (getServerState). A feature whose
 * slice is absent until first used (`onramp?`) needs none of this: it sets its slice when first
 * used and reads it with a fallback (onRampStateOf).
 *
 * @example
 * registerSlice(context, 'names', emptyNamesState())
 */
export function registerSlice<K extends keyof FoyerState>(
  kernel: FoyerKernel,
  key: K,
  fresh: FoyerState[K],
): void {
  kernel.slices[key] = fresh
  kernel.store.setState({ [key]: fresh } as Pick<FoyerState, K>)
}
