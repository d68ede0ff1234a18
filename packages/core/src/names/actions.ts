import type { FoyerContext } from '../instance/context.js'

/** `foyer.names`: the RegisterAccountName form; its state is `state.names`. */
export interface NameActions {
  /** Sets what the visitor typed and loads availability and suggestions (the naming rules are checked first). Never rejects. */
  suggest(query: string): Promise<void>
  /**
   * Registers `<label>.<zone>` for the connected account (default: what was typed) and shows
   * RegisterAccountNameSuccess; resolves the full name.
   */
  register(label?: string): Promise<string>
}

/** Thin wrappers that load the name code with import() on first use (page-load budget). */
export function createNameActions(context: FoyerContext): NameActions {
  return {
    suggest: (query) => context.actions.run((m) => m.loadNames()).then((m) => m.suggestNames(context, query)),
    register: (label) =>
      context.actions.run((m) => m.loadNames()).then((m) => m.registerName(context, label)),
  }
}
