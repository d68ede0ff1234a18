import type { Messages } from './en.js'
import type { Locale } from './locales.js'
import { matchLocale } from './matchLocale.js'

type Table = { default: Partial<Messages> }

// One import() per language, so a bundler makes one chunk each and only the active one is fetched. Behind
// this gateway (loaded by a visitor whose language is not en) the nine chunks' names stay off the page.
export const localeTables: Record<Exclude<Locale, 'en'>, () => Promise<Table>> = {
  es: () => import('../locales/es.json'),
  fr: () => import('../locales/fr.json'),
  de: () => import('../locales/de.json'),
  'pt-BR': () => import('../locales/pt-BR.json'),
  ja: () => import('../locales/ja.json'),
  ko: () => import('../locales/ko.json'),
  'zh-CN': () => import('../locales/zh-CN.json'),
  tr: () => import('../locales/tr.json'),
  ar: () => import('../locales/ar.json'),
}

/** The browser's languages matched to the tables (loaded for a visitor whose first language is not English). */
export const browserMatch = (): Locale =>
  matchLocale([...(navigator.languages ?? []), navigator.language].filter((tag) => typeof tag === 'string'))
