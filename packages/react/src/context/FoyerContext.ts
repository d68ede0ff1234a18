import type { FoyerInstance, FoyerState, ViewName } from '@foyer/core'
import { createContext, type RefObject } from 'react'
import type { Messages } from '../i18n/en.js'
import type { Translate } from '../i18n/format.js'

/** What FoyerProvider hands down. `opener` is the element focused when the modal last opened. */
export interface FoyerContextValue {
  foyer: FoyerInstance
  /** Translates; until the modal has loaded it knows only the page's texts (pageMessages). */
  t: Translate
  /** The app's overrides, applied again over the full table when the modal loads. */
  messages: Partial<Messages> | undefined
  opener: RefObject<HTMLElement | null>
  /** Starts loading the modal and a view's chunk ahead of the click (on pointer, focus or touch). */
  prefetch(view?: ViewName): void
  /**
   * The state the server rendered (the provider's `initialState` applied to a fresh instance): what
   * useSyncExternalStore renders on the server and in the client's hydration render. Computed once, on first use.
   */
  serverState(): FoyerState
}

export const FoyerContext = createContext<FoyerContextValue | undefined>(undefined)
