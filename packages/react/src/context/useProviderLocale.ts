import { type FoyerInstance, InvalidParameterError } from '@foyer/core'
import { useCallback, useEffect, useState } from 'react'
import type { Messages } from '../i18n/en.js'
import { browserLocale, isLocale, LOCALES, type Locale, loadLocale } from '../i18n/locales.js'

/** The locale when the modal speaks it; else an InvalidParameterError naming the ones it speaks. */
function checkLocale(locale: Locale): Locale {
  if (!isLocale(locale))
    throw new InvalidParameterError('locale', `expected one of ${LOCALES.join(', ')}, got ${String(locale)}`)
  return locale
}

/**
 * The provider's language: the app's `locale`, else the browser's once mounted (en until then, so a
 * server render and the hydration render agree); the active table's texts once fetched; and the secure
 * site's cards told each change. Returns [locale, its table's texts, setLocale].
 */
export function useProviderLocale(foyer: FoyerInstance, localeProp: Locale | undefined) {
  // In every build, unlike the props' check: an app often takes the language from the URL or a header.
  if (localeProp !== undefined) checkLocale(localeProp)
  const [locale, setLocaleState] = useState<Locale>(localeProp ?? 'en')
  useEffect(() => {
    if (localeProp) return setLocaleState(localeProp)
    let current = true
    void browserLocale().then((found) => current && setLocaleState(found))
    return () => {
      current = false
    }
  }, [localeProp])
  const [table, setTable] = useState<{ locale: Locale; messages: Partial<Messages> }>()
  useEffect(() => {
    if (locale === 'en') return
    let current = true
    loadLocale(locale).then(
      (loaded) => current && setTable({ locale, messages: loaded }),
      // A table that fails to load leaves the English texts: the modal stays usable.
      () => {},
    )
    return () => {
      current = false
    }
  }, [locale])
  // The secure site's own cards (approval, key export) follow the modal's language.
  useEffect(() => foyer.embeddedWallet.setLocale(locale), [foyer, locale])
  const setLocale = useCallback((next: Locale) => setLocaleState(checkLocale(next)), [])
  // A tuple, as useState's: the page's bundle carries no property names for it.
  return [locale, table?.locale === locale ? table.messages : undefined, setLocale] as const
}
