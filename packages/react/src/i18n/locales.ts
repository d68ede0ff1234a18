import { LOCALES, type Locale } from '@foyer/core'
import type { Messages } from './en.js'

/**
 * The languages the modal speaks (`locales/<tag>.json`; en is the source table, `en.ts`): core's list,
 * which the embedded wallet's frame speaks too. A tag added there fails typecheck in localeTables.ts until
 * its table loads there.
 */
export { LOCALES, type Locale }

/** Whether `value` names one of the modal's languages exactly (`pt-BR`, not `pt-br`). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

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

/** The visitor's language from the browser (en on a server, where there is none). */
export function browserLocale(): Locale {
  if (typeof navigator === 'undefined') return 'en'
  const tags = [...(navigator.languages ?? []), navigator.language]
  return matchLocale(tags.filter((tag): tag is string => typeof tag === 'string'))
}

/** The table of a language, fetched on first use (the gateway, then the table); en's texts arrive with the modal, so it is empty. */
export async function loadLocale(locale: Locale): Promise<Partial<Messages>> {
  if (locale === 'en') return {}
  const { localeTables } = await import('./localeTables.js')
  return (await localeTables[locale]()).default
}

/** Right-to-left languages: the modal mirrors for them. */
export const isRtl = (locale: Locale): boolean => locale === 'ar'
