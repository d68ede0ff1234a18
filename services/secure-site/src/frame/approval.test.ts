// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { askApproval } from './approval.js'
import { describeRequest } from './describe.js'
import { applyLocale, textsOf } from './texts.js'

const buttons = () => [...document.querySelectorAll('button')].map((b) => b.textContent)

afterEach(() => {
  document.body.replaceChildren()
  applyLocale(document, 'en')
  vi.useRealTimers()
})

function show(locale: string | null) {
  applyLocale(document, locale)
  const request = describeRequest('personal_sign', ['0x6869'], textsOf(document))
  const approved = askApproval(document, { ...request, appName: 'Demo', origin: 'http://app.test' }, () =>
    Promise.resolve('0xsig'),
  )
  return approved
}

describe('the approval card', () => {
  it('speaks Japanese when the page asks for ja, and says Signing… in it after Approve', async () => {
    vi.useFakeTimers()
    const approved = show('ja')
    expect(document.documentElement.lang).toBe('ja')
    expect(document.documentElement.dir).toBe('ltr')
    expect(document.querySelector('h1')?.textContent).toBe('メッセージに署名')
    expect(buttons()).toEqual(['拒否', '承認'])
    await vi.advanceTimersByTimeAsync(500)
    const approve = [...document.querySelectorAll('button')].find((b) => b.textContent === '承認')
    approve?.click()
    expect(document.querySelector('.status')?.textContent).toBe('署名中…')
    await expect(approved).resolves.toBe('0xsig')
  })

  it('mirrors for ar: the frame document is right-to-left', () => {
    void show('ar').catch(() => undefined)
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(buttons()).toEqual(['رفض', 'موافقة'])
  })

  it('stays in English for an unknown tag or none', () => {
    void show('xx-YY').catch(() => undefined)
    expect(document.documentElement.lang).toBe('en')
    expect(document.documentElement.dir).toBe('ltr')
    expect(buttons()).toEqual(['Reject', 'Approve'])
    expect(document.querySelector('h1')?.textContent).toBe('Sign message')
  })

  it("shows the page's values as text, never as markup", () => {
    applyLocale(document, 'fr')
    void askApproval(
      document,
      { title: 'x', lines: [], body: '<img src=x onerror=alert(1)>', appName: '<b>App</b>', origin: 'o' },
      () => Promise.resolve(),
    ).catch(() => undefined)
    expect(document.querySelector('img')).toBeNull()
    expect(document.querySelector('b')).toBeNull()
    expect(document.querySelector('pre')?.textContent).toBe('<img src=x onerror=alert(1)>')
    expect(buttons()).toEqual(['Refuser', 'Approuver'])
  })
})
