// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { exportKey } from './exportKey.js'
import { applyLocale } from './texts.js'

const texts = () => [...document.querySelectorAll('h1, p, button, label')].map((node) => node.textContent)
const press = (text: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === text)?.click()
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.body.replaceChildren()
  applyLocale(document, 'en')
})

function start(locale: string) {
  applyLocale(document, locale)
  return exportKey(document, 'ada@example.com', {
    sendCode: () => Promise.resolve(),
    reveal: () => Promise.resolve('0xkey'),
  })
}

describe('the key export card', () => {
  it('walks through every step in Japanese', async () => {
    const done = start('ja')
    expect(texts()).toEqual([
      '秘密鍵をエクスポート',
      'この鍵を持つ人は誰でも、あなたのウォレットとその中身すべてを操作できます。決して共有せず、ウェブサイトに入力しないでください。',
      '表示する前に、ada@example.com にコードを送信します。',
      '',
      'キャンセル',
      'コードを送信',
    ])
    press('コードを送信')
    expect(document.querySelector('.status')?.textContent).toBe('送信中…')
    await settle()
    expect(document.querySelector('label')?.textContent).toBe('メールに届いたコード')
    press('鍵を表示')
    expect(document.querySelector('.status')?.textContent).toBe('6 桁のコードを入力してください')
    const input = document.querySelector('input') as HTMLInputElement
    input.value = '123456'
    press('鍵を表示')
    await settle()
    expect(document.querySelector('.key')?.getAttribute('aria-label')).toBe('秘密鍵')
    expect(texts()).toContain('あなただけがアクセスできる場所に保管してください。')
    expect(texts()).toEqual(expect.arrayContaining(['鍵をコピー', '完了']))
    press('完了')
    await expect(done).resolves.toBeUndefined()
  })

  it('mirrors in ar and stays in English for an unknown tag', () => {
    void start('ar').catch(() => undefined)
    expect(document.documentElement.dir).toBe('rtl')
    expect(texts()[0]).toBe('تصدير المفتاح الخاص')
    document.body.replaceChildren()
    void start('klingon').catch(() => undefined)
    expect(document.documentElement.dir).toBe('ltr')
    expect(texts()).toEqual(expect.arrayContaining(['Export private key', 'Cancel', 'Send code']))
    expect(texts()).toContain('To show it, we send a code to ada@example.com first.')
  })
})
