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
 * ```tsx
 * import { type Locale, useFoyerLocale } from '@foyer/react'
 *
 * function LanguagePicker() {
 *   const { locale, locales, setLocale } = useFoyerLocale()
 *   return (
 *     <select value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
 *       {locales.map((tag) => (
 *         <option key={tag} value={tag}>
 *           {tag}
 *         </option>
 *       ))}
 *     </select>
 *   )
 * }
 * ```
 */
export function useFoyerLocale(): UseFoyerLocaleReturnType {
  const { locale, dir, setLocale } = useFoyerContext()
  return { locale, locales: LOCALES, dir, setLocale }
}
