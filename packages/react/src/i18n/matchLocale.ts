import { LOCALES, type Locale } from '@foyer/core'

/**
 * The first of the visitor's languages (`navigator.languages` order) the modal speaks: an exact tag in any
 * case (`zh-cn`), else the same language (`pt-PT` → pt-BR, `zh-TW` → zh-CN, `en-GB` → en); en when none.
 */
export function matchLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const lower = tag.toLowerCase()
    const exact = LOCALES.find((locale) => locale.toLowerCase() === lower)
    if (exact) return exact
    const language = lower.split('-')[0]
    const same = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language)
    if (same) return same
  }
  return 'en'
}
