import type { FoyerMessage } from '../messages/types.js'

/** A name the service proposes while the visitor types. */
export interface NameSuggestion {
  /** The full name, `<label>.<zone>`. */
  name: string
  registered: boolean
}

/** The RegisterAccountName form; see `foyer.names`. */
export interface NamesState {
  /** What the visitor typed, without the zone. */
  query: string
  suggestions: readonly NameSuggestion[]
  /** Suggestions are on their way for `query`. */
  loading: boolean
  /**
   * Why the name cannot be had: the validation text for a name it does not allow (`nameInvalid`), the error text
   * (`nameSuggestionsFailed`, `nameRegisterFailed`), `nameTaken` or `signatureDeclined`.
   */
  error: FoyerMessage | undefined
  /** 'signing' while the wallet is asked, 'registering' while the service checks and stores the name. */
  status: 'idle' | 'signing' | 'registering'
  /** The name registered last, for RegisterAccountNameSuccess. */
  registered: string | undefined
}

declare module '../store/types.js' {
  interface FoyerState {
    /** RegisterAccountName's form and suggestions (see `foyer.names`). */
    names: NamesState
  }
}

export const emptyNamesState = (): NamesState => ({
  query: '',
  suggestions: [],
  loading: false,
  error: undefined,
  status: 'idle',
  registered: undefined,
})
