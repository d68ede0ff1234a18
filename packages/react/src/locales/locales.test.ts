import { describe, expect, it } from 'vitest'
import { en, type MessageId } from '../i18n/en.js'

/**
 * Every `locales/<tag>.json` must hold exactly en's ids, each with en's placeholders, and no empty
 * text. en.json itself is written from en.ts (`node --import tsx packages/react/scripts/writeEnLocale.ts`)
 * and must equal it.
 */

const REQUIRED = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'tr', 'ar']
// The same pattern createTranslate fills (i18n/format.ts).
const PLACEHOLDER = /\{(\w+)\}/g

// Every JSON file next to this test, by its language tag.
const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' })
const locales = new Map(
  Object.entries(files).map(([path, messages]) => [path.slice('./'.length, -'.json'.length), messages]),
)
const tags = [...locales.keys()].sort()

function readLocale(tag: string): Record<string, unknown> {
  return locales.get(tag) ?? {}
}

function placeholders(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))].sort()
}

const enIds = Object.keys(en) as MessageId[]

it('has a file for every required locale', () => {
  expect(REQUIRED.filter((tag) => !tags.includes(tag))).toEqual([])
})

it('writes en.json from en.ts (run scripts/writeEnLocale.ts after changing en.ts)', () => {
  const json = readLocale('en')
  expect(json).toEqual(en)
  expect(Object.keys(json)).toEqual(enIds)
})

describe.each(tags)('%s.json', (tag) => {
  const messages = readLocale(tag)
  const ids = Object.keys(messages)

  it('is named by a canonical language tag', () => {
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag])
  })

  it('has every id of en', () => {
    expect(enIds.filter((id) => !Object.hasOwn(messages, id))).toEqual([])
  })

  it('has no id that en lacks', () => {
    expect(ids.filter((id) => !Object.hasOwn(en, id))).toEqual([])
  })

  it("keeps en's order", () => {
    expect(ids.filter((id) => Object.hasOwn(en, id))).toEqual(
      enIds.filter((id) => Object.hasOwn(messages, id)),
    )
  })

  it('has a non-empty text for every id', () => {
    expect(ids.filter((id) => typeof messages[id] !== 'string' || messages[id].trim() === '')).toEqual([])
  })

  it("uses en's placeholders in every text", () => {
    const differing = Object.fromEntries(
      enIds.flatMap((id) => {
        const text = messages[id]
        if (typeof text !== 'string') return []
        const expected = placeholders(en[id])
        const actual = placeholders(text)
        return expected.join() === actual.join() ? [] : [[id, { en: expected, [tag]: actual }]]
      }),
    )
    expect(differing).toEqual({})
  })
})
