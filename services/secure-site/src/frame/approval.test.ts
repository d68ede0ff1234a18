// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeObserverWindow, HIDDEN, VISIBLE } from '../_test/fakeObserver.js'
import { askApproval } from './approval.js'
import { describeRequest, type RequestDescription } from './describe.js'
import { applyLocale, textsOf } from './texts.js'

const buttons = () => [...document.querySelectorAll('button')].map((b) => b.textContent)
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement
const statusText = () => document.querySelector('.status')?.textContent

afterEach(() => {
  document.body.replaceChildren()
  applyLocale(document, 'en')
  vi.useRealTimers()
})

/** Shows a card in a browser with IntersectionObserver v2 (the stand-in) and returns its observer. */
async function show(
  locale: string | null,
  extra: Partial<RequestDescription & { appName: string; origin: string }> = {},
) {
  applyLocale(document, locale)
  const win = fakeObserverWindow()
  const request = await describeRequest('personal_sign', ['0x6869'], textsOf(document))
  const sign = vi.fn(() => Promise.resolve('0xsig'))
  const approved = askApproval(
    document,
    { ...request, appName: 'Demo', origin: 'http://app.test', ...extra },
    sign,
    win,
  )
  approved.catch(() => undefined)
  const observer = win.observers[0]
  if (!observer) throw new Error('no observer')
  return { approved, observer, sign }
}

describe('the approval card', () => {
  it('speaks Japanese when the page asks for ja, and says Signing… in it after Approve', async () => {
    vi.useFakeTimers()
    const { approved, observer } = await show('ja')
    expect(document.documentElement.lang).toBe('ja')
    expect(document.documentElement.dir).toBe('ltr')
    expect(document.querySelector('h1')?.textContent).toBe('メッセージに署名')
    expect(buttons()).toEqual(['拒否', '承認'])
    observer.deliver(VISIBLE)
    await vi.advanceTimersByTimeAsync(500)
    button('承認').click()
    expect(statusText()).toBe('署名中…')
    await expect(approved).resolves.toBe('0xsig')
  })

  it('mirrors for ar: the frame document is right-to-left', async () => {
    await show('ar')
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(buttons()).toEqual(['رفض', 'موافقة'])
  })

  it('stays in English for an unknown tag or none', async () => {
    await show('xx-YY')
    expect(document.documentElement.lang).toBe('en')
    expect(document.documentElement.dir).toBe('ltr')
    expect(buttons()).toEqual(['Reject', 'Approve'])
    expect(document.querySelector('h1')?.textContent).toBe('Sign message')
  })

  it("shows the page's values as text, never as markup", async () => {
    applyLocale(document, 'fr')
    void askApproval(
      document,
      { title: 'x', lines: [], body: '<img src=x onerror=alert(1)>', appName: '<b>App</b>', origin: 'o' },
      () => Promise.resolve(),
      fakeObserverWindow(),
    ).catch(() => undefined)
    expect(document.querySelector('img')).toBeNull()
    expect(document.querySelector('b')).toBeNull()
    expect(document.querySelector('pre')?.textContent).toBe('<img src=x onerror=alert(1)>')
    expect(document.querySelector('.claim')?.textContent).toBe("Nom donné par l'app : <b>App</b>")
    expect(buttons()).toEqual(['Refuser', 'Approuver'])
  })

  it("puts the verified origin first and the app's name after it, cut to 48 characters and marked as its claim", async () => {
    const name = `Uniswap (app.uniswap.org) \u202e✔ verified by Foyer${' '.repeat(10)}${'x'.repeat(40)}`
    await show('en', { appName: name, origin: 'http://localhost:5173' })
    const card = document.querySelector('[role=dialog]')
    expect(card?.firstElementChild?.textContent).toBe('http://localhost:5173')
    const claim = document.querySelector('.claim')?.textContent
    // Controls such as the right-to-left override are dropped before the cut.
    const kept = [...name.replace('\u202e', '')].slice(0, 48).join('')
    expect(claim).toBe(`Name given by the app: ${kept}…`)
    expect(card?.textContent?.indexOf('http://localhost:5173')).toBeLessThan(
      card?.textContent?.indexOf('Uniswap') ?? 0,
    )
    // No claim line when the page named no app (the name is then the origin itself).
    document.body.replaceChildren()
    await show('en', { appName: 'http://app.test' })
    expect(document.querySelector('.claim')).toBeNull()
  })

  it('focuses Reject, and keeps the focus there once Approve is ready', async () => {
    vi.useFakeTimers()
    const { observer } = await show('en')
    expect(document.activeElement).toBe(button('Reject'))
    observer.deliver(VISIBLE)
    await vi.advanceTimersByTimeAsync(500)
    expect(document.activeElement).toBe(button('Reject'))
  })

  it('ignores Approve until the card has been visible for 500 ms, and again after it was hidden', async () => {
    vi.useFakeTimers()
    const { observer, sign, approved } = await show('en')
    const approve = button('Approve')
    expect(approve.getAttribute('aria-disabled')).toBe('true')
    // The page made the frame transparent: eight clicks, nothing signed, and the card says why.
    observer.deliver(HIDDEN)
    for (let i = 0; i < 8; i++) {
      approve.click()
      await vi.advanceTimersByTimeAsync(200)
    }
    expect(sign).not.toHaveBeenCalled()
    expect(statusText()).toBe('Approve works once this card has been fully visible for half a second.')
    observer.deliver(VISIBLE)
    await vi.advanceTimersByTimeAsync(400)
    approve.click()
    expect(sign).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(100)
    expect(approve.getAttribute('aria-disabled')).toBe('false')
    expect(statusText()).toBe('')
    // Hidden again just before the click (an entry the browser has not delivered yet): still nothing.
    observer.pending.push(HIDDEN)
    approve.click()
    expect(sign).not.toHaveBeenCalled()
    observer.deliver(VISIBLE)
    await vi.advanceTimersByTimeAsync(500)
    approve.click()
    expect(sign).toHaveBeenCalledTimes(1)
    await expect(approved).resolves.toBe('0xsig')
    expect(observer.disconnected).toBe(true)
  })

  it('asks for a press and hold where the browser cannot tell whether the card is visible', async () => {
    vi.useFakeTimers()
    const sign = vi.fn(() => Promise.resolve('0xsig'))
    const approved = askApproval(
      document,
      { title: 'Sign message', lines: [], appName: 'Demo', origin: 'http://app.test' },
      sign,
      {},
    )
    const hold = button('Hold to approve')
    expect(hold.getAttribute('aria-describedby')).toBe('foyer-approval-hint')
    expect(document.getElementById('foyer-approval-hint')?.textContent).toContain('press and hold Approve')
    hold.click()
    await vi.advanceTimersByTimeAsync(2000)
    expect(sign).not.toHaveBeenCalled()
    hold.dispatchEvent(new PointerEvent('pointerdown', { button: 0 }))
    await vi.advanceTimersByTimeAsync(750)
    expect(hold.style.getPropertyValue('--progress')).toBe('0.500')
    await vi.advanceTimersByTimeAsync(750)
    expect(sign).toHaveBeenCalledTimes(1)
    await expect(approved).resolves.toBe('0xsig')
  })

  it('prints an unlimited allowance in red and each call of a batch under its own heading', async () => {
    void askApproval(
      document,
      {
        title: 'Send 2 calls',
        lines: [],
        sections: [
          { heading: 'Call 1', lines: [{ label: 'Allowance', value: 'Unlimited', tone: 'danger' }] },
          { heading: 'Call 2', lines: [{ label: 'Token', value: '0x1', note: 'unknown' }] },
        ],
        appName: 'Demo',
        origin: 'http://app.test',
      },
      () => Promise.resolve(),
      fakeObserverWindow(),
    ).catch(() => undefined)
    expect([...document.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Call 1', 'Call 2'])
    expect(document.querySelector('dd.danger')?.textContent).toBe('Unlimited')
    expect(document.querySelector('dd small')?.textContent).toBe('unknown')
  })
})
