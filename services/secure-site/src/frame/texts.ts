// The secure site's cards speak the page's language: a tag from the frame's URL or SYNC_LOCALE, never
// text from the page. The tables are bundled into the frame's script only (routes.ts), not the page's.
import { FRAME_LOCALES, type FrameLocale, isFrameLocale } from '@foyer/frame'
import { ar } from './locales/ar.js'
import { de } from './locales/de.js'
import { en, type FrameTexts } from './locales/en.js'
import { es } from './locales/es.js'
import { fr } from './locales/fr.js'
import { ja } from './locales/ja.js'
import { ko } from './locales/ko.js'
import { ptBR } from './locales/ptBR.js'
import { tr } from './locales/tr.js'
import { zhCN } from './locales/zhCN.js'

export type { FrameTexts }

export const FRAME_TEXTS: Readonly<Record<FrameLocale, FrameTexts>> = {
  en,
  es,
  fr,
  de,
  'pt-BR': ptBR,
  ja,
  ko,
  'zh-CN': zhCN,
  tr,
  ar,
}

/** The table of a tag; en for anything that is not exactly one of the frame's tags. */
export function textsFor(tag: unknown): FrameTexts {
  return isFrameLocale(tag) ? FRAME_TEXTS[tag] : en
}

/** The table of the language the frame document is in (`<html lang>`, set by applyLocale). */
export const textsOf = (doc: Document): FrameTexts => textsFor(doc.documentElement.lang)

/**
 * Puts the frame document into a language: `<html lang>` and, for Arabic, `dir="rtl"` so the cards
 * mirror. An unknown tag gives en. Returns the tag used.
 */
export function applyLocale(doc: Document, tag: unknown): FrameLocale {
  const locale = isFrameLocale(tag) ? tag : FRAME_LOCALES[0]
  doc.documentElement.lang = locale
  doc.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr'
  return locale
}

/** Fills `{name}` placeholders; the values are the request's own (addresses, counts), shown as text. */
export function format(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
