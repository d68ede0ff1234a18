import type { FoyerKernel } from '../instance/kernel.js'
import { registerSlices } from '../store/slices.js'
import { emptyNamesState } from './types.js'

/** `foyer.names`: the RegisterAccountName form; its state is `state.names`. */
export interface NameActions {
  /**
   * Sets what the visitor typed and loads availability and suggestions (the naming rules are checked first). Never rejects.
   *
   * @example
   * input.oninput = () => foyer.names.suggest(input.value) // then read state.names.suggestions
   */
  suggest(query: string): Promise<void>
  /**
   * Registers `<label>.<zone>` for the connected account (default: what was typed) and shows
   * RegisterAccountNameSuccess; resolves the full name.
   *
   * @example
   * const name = await foyer.names.register('alice') // 'alice.<nameZone>', once the wallet signed
   */
  register(label?: string): Promise<string>
}

/**
 * `foyer.names`: registers the names slice (`state.names`, empty) and returns thin wrappers that load
 * the name code with import() on first use (page-load budget).
 *
 * @example
 * await foyer.names.suggest('alice')
 * const name = await foyer.names.register() // registers what was typed
 */
export function createNameActions(context: FoyerKernel): NameActions {
  registerSlices(context, { names: emptyNamesState() })
  return {
    suggest: (query) => context.actions.run((m) => m.loadNames()).then((m) => m.suggestNames(context, query)),
    register: (label) =>
      context.actions.run((m) => m.loadNames()).then((m) => m.registerName(context, label)),
  }
}
