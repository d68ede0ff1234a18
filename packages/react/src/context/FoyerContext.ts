import type { FoyerInstance, FoyerState, ViewName } from '@foyer/core'
import { createContext } from 'react'
import type { Messages } from '../i18n/en.js'
import type { Translate } from '../i18n/format.js'
import type { Locale } from '../i18n/locales.js'

/** What FoyerProvider hands down. */
export interface FoyerContextValue {
  foyer: FoyerInstance
  /** Translates; until the modal has loaded it knows only the page's texts (pageMessages). */
  t: Translate
  /** The app's overrides, applied again over the full table when the modal loads. */
  messages: Partial<Messages> | undefined
  /** The modal's language, and its table once fetched (undefined for en, or while it loads). */
  locale: Locale
  localeMessages: Partial<Messages> | undefined
  /** Text direction of the language: the modal mirrors for rtl. */
  dir: 'ltr' | 'rtl'
  /** Switches the language at run time (fetches its table). */
  setLocale(locale: Locale): void
  /** Starts loading the modal and a view's chunk ahead of the click (on pointer, focus or touch). */
  prefetch(view?: ViewName): void
  /**
   * The state the server rendered (the provider's `initialState` applied to a fresh instance): what
   * useSyncExternalStore renders on the server and in the client's hydration render. Computed once, on first use.
   */
  serverState(): FoyerState
}

export const FoyerContext = createContext<FoyerContextValue | undefined>(undefined)
