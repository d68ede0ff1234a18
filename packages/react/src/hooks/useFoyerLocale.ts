import { LOCALES, type Locale } from '../i18n/locales.js'
import { useFoyerContext } from './useFoyerContext.js'

export interface UseFoyerLocaleReturnType {
  /** The modal's language. */
  locale: Locale
  /** Every language the modal speaks. */
  locales: readonly Locale[]
  /** Text direction of the language ('rtl' for ar). */
  dir: 'ltr' | 'rtl'
  /** Switches the modal's language; its table is fetched on first use. */
  setLocale(locale: Locale): void
}

/**
 * The modal's language and a switch for it.
 *
 * @example
 * const { locale, locales, setLocale } = useFoyerLocale()
 * <select value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>{locales.map(...)}</select>
 */
export function useFoyerLocale(): UseFoyerLocaleReturnType {
  const { locale, dir, setLocale } = useFoyerContext()
  return { locale, locales: LOCALES, dir, setLocale }
}
