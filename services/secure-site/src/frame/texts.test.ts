import { FRAME_LOCALES } from '@foyer/frame'
import { describe, expect, it } from 'vitest'
import { describeRequest } from './describe.js'
import { en } from './locales/en.js'
import { FRAME_TEXTS, format, textsFor } from './texts.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe("the frame's locale tables", () => {
  it("give every language en's keys with en's placeholders, each text translated and non-empty", () => {
    expect(Object.keys(FRAME_TEXTS).sort()).toEqual([...FRAME_LOCALES].sort())
    for (const locale of FRAME_LOCALES) {
      const table = FRAME_TEXTS[locale]
      expect(Object.keys(table).sort(), locale).toEqual(Object.keys(en).sort())
      for (const [key, text] of Object.entries(en)) {
        const translated = table[key as keyof typeof en]
        expect(translated.trim(), `${locale}.${key}`).not.toBe('')
        expect(placeholders(translated), `${locale}.${key}`).toEqual(placeholders(text))
      }
    }
    // Translated, not copied: the buttons differ from English in every other language.
    for (const locale of FRAME_LOCALES.filter((tag) => tag !== 'en'))
      expect(FRAME_TEXTS[locale].approve, locale).not.toBe(en.approve)
  })

  it('fall back to en for an unknown tag, another case or anything that is not a tag', () => {
    for (const tag of ['xx', 'pt-br', 'en-US', '', undefined, null, 42, '<img>'])
      expect(textsFor(tag), String(tag)).toBe(en)
    expect(textsFor('ja').approve).toBe('承認')
  })

  it('fill placeholders with the values as text and leave unknown ones alone', () => {
    expect(format('Send {count} calls', { count: 3 })).toBe('Send 3 calls')
    expect(format('{a} and {b}', { a: '<b>x</b>' })).toBe('<b>x</b> and {b}')
  })

  it("describe a request in the frame's language, values unchanged", async () => {
    const ja = textsFor('ja')
    const tx = await describeRequest('eth_sendTransaction', [{ value: '0x0', data: '0xabcd' }], ja)
    expect(tx.title).toBe('トランザクションを送信')
    expect(tx.lines).toEqual([
      { label: '宛先', value: '新しいコントラクト' },
      { label: 'データ', value: '2 バイト' },
    ])
    const calls = await describeRequest('wallet_sendCalls', [{ calls: [{ to: '0xa' }, { to: '0xb' }] }], ja)
    expect(calls.title).toBe('2 件の呼び出しを送信')
    expect(calls.sections?.[1]?.heading).toBe('呼び出し 2')
    expect((await describeRequest('eth_foo', [], textsFor('de'))).lines).toEqual([
      { label: 'Methode', value: 'eth_foo' },
    ])
  })
})
