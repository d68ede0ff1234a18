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

/** The gateway to the other languages' tables and the match of a browser's languages to them. */
const tables = () => import('./localeTables.js')

/**
 * The visitor's language from the browser, once mounted: en when its first language is English (no
 * fetch), else the match of its languages (`matchLocale`), which travels with the tables' gateway.
 */
export async function browserLocale(): Promise<Locale> {
  const first = navigator.languages?.[0] ?? navigator.language
  // A gateway that fails to load leaves en, as a table that fails to load does.
  return !first || /^en\b/i.test(first)
    ? 'en'
    : tables().then(
        (m) => m.browserMatch(),
        () => 'en' as const,
      )
}

/** The table of a language, fetched on first use (the gateway, then the table); en's texts arrive with the modal, so it is empty. */
export async function loadLocale(locale: Locale): Promise<Partial<Messages>> {
  if (locale === 'en') return {}
  return (await (await tables()).localeTables[locale]()).default
}

/** Right-to-left languages: the modal mirrors for them. */
export const isRtl = (locale: Locale): boolean => locale === 'ar'
