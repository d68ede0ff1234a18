// The modal in other languages: the demo in ?locale=ja and ?locale=ar shows Connect and Account in that
// language (Arabic mirrored, right to left), fetches only that language's table, and stays axe-clean; the
// language picker switches at run time. The embedded wallet's own approval card (drawn by the secure site
// in its frame) follows: Japanese from the frame's URL, Arabic (mirrored) after a switch at run time.
import { describe, expect, it } from 'vitest'
import ar from '../packages/react/src/locales/ar.json' with { type: 'json' }
import ja from '../packages/react/src/locales/ja.json' with { type: 'json' }
import { expectNoAxeViolations } from './support/axe.js'
import { type Page, useBrowser } from './support/browser.js'
import { codeFor } from './support/mail.js'
import { installTestWallet, plainAccount } from './support/wallet.js'

const { newPage, urls } = useBrowser()
const short = `${plainAccount.slice(0, 4)}…${plainAccount.slice(-6)}`

/** The locale tables the page fetched (Vite names each chunk after its file: ja-<hash>.js). */
function localeRequests(page: Page) {
  const fetched: string[] = []
  page.on('request', (request) => {
    const match = /\/assets\/(es|fr|de|pt-BR|ja|ko|zh-CN|tr|ar)-[\w-]+\.js$/.exec(request.url())
    if (match?.[1]) fetched.push(match[1])
  })
  return fetched
}

/** Connect, then Account, in the page's language; returns the two dialogs' directions. */
async function connectAndOpenAccount(page: Page, texts: typeof ja) {
  await page.getByRole('button', { name: texts.connectWallet }).click()
  const connect = page.getByRole('dialog', { name: texts.titleConnect })
  await connect.getByText(texts.allWallets).first().waitFor()
  await connect.getByRole('button', { name: /Foyer Test Wallet/ }).waitFor()
  await expectNoAxeViolations(page, `Connect (${texts.titleConnect})`)
  const connectDir = await connect.evaluate((node) => getComputedStyle(node).direction)
  await connect.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  await connect.waitFor({ state: 'hidden' })
  await page.getByRole('button', { name: new RegExp(short) }).click()
  const account = page.getByRole('dialog', { name: texts.titleAccount })
  await account.getByRole('button', { name: texts.copyAddress }).waitFor()
  await account.getByRole('button', { name: texts.disconnect }).waitFor()
  await account.getByRole('button', { name: texts.send }).waitFor()
  await account.getByRole('tab', { name: texts.tabTokens }).waitFor()
  await expectNoAxeViolations(page, `Account (${texts.titleAccount})`)
  const accountDir = await account.evaluate((node) => getComputedStyle(node).direction)
  return { connectDir, accountDir }
}

describe('the modal in other languages', () => {
  it('shows Connect and Account in Japanese, fetching only the Japanese table', async () => {
    const { page, context, consoleErrors } = await newPage({ init: installTestWallet })
    const fetched = localeRequests(page)
    await page.goto(`${urls().demo}/?locale=ja`)
    const dirs = await connectAndOpenAccount(page, ja)
    expect(dirs).toEqual({ connectDir: 'ltr', accountDir: 'ltr' })
    expect([...new Set(fetched)]).toEqual(['ja'])
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('mirrors the modal in Arabic, and switches to English at run time', async () => {
    const { page, context, consoleErrors } = await newPage({ init: installTestWallet })
    await page.goto(`${urls().demo}/?locale=ar`)
    const dirs = await connectAndOpenAccount(page, ar)
    expect(dirs).toEqual({ connectDir: 'rtl', accountDir: 'rtl' })
    const dialog = page.getByRole('dialog', { name: ar.titleAccount })
    // Mirrored: the close button sits on the left, the title's start on the right.
    const box = await dialog.boundingBox()
    const close = await dialog.getByRole('button', { name: ar.close }).boundingBox()
    expect(box && close && close.x < box.x + box.width / 2).toBe(true)
    await page.keyboard.press('Escape')

    await page.getByRole('combobox', { name: 'Language' }).selectOption('en')
    await page.getByRole('button', { name: new RegExp(short) }).click()
    const english = page.getByRole('dialog', { name: 'Account' })
    await english.getByRole('button', { name: 'Disconnect' }).waitFor()
    expect(await english.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr')
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it("shows the secure site's approval card in the modal's language, and follows a switch", async () => {
    const { page, context } = await newPage()
    const email = `ja-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
    await page.goto(`${urls().demo}/?locale=ja`)
    await page.getByRole('button', { name: ja.connectWallet }).click()
    await page.getByRole('textbox', { name: ja.emailLabel }).fill(email)
    const sent = Date.now() - 1000
    await page.getByRole('button', { name: ja.continue, exact: true }).click()
    const digit = page.getByRole('textbox', { name: ja.otpDigit.replace('{n}', '1') })
    await digit.waitFor({ timeout: 30_000 })
    await digit.focus()
    await page.keyboard.type(await codeFor(urls().mail, email, sent))
    // Signed in: the modal closes, as after any connect.
    await page
      .getByRole('button', { name: /0x[0-9a-fA-F]{2}…/ })
      .first()
      .waitFor({ timeout: 30_000 })
    await page.getByRole('dialog').waitFor({ state: 'hidden' })

    /** Asks for a signature and returns the frame's card, its buttons and its document's direction. */
    const card = async () => {
      await page.locator('#sign-message').fill('Hello')
      await page.getByRole('button', { name: 'Sign', exact: true }).click()
      await page.locator('#foyer-secure-frame').waitFor({ state: 'visible' })
      const frame = page.frameLocator('#foyer-secure-frame')
      await frame.getByRole('dialog').waitFor()
      const buttons = await frame.getByRole('dialog').getByRole('button').allTextContents()
      const html = frame.locator('html')
      return { frame, buttons, lang: await html.getAttribute('lang'), dir: await html.getAttribute('dir') }
    }
    const japanese = await card()
    expect(japanese).toMatchObject({ buttons: ['拒否', '承認'], lang: 'ja', dir: 'ltr' })
    await japanese.frame.getByRole('button', { name: '拒否' }).click()
    await page.locator('#foyer-secure-frame').waitFor({ state: 'hidden' })

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar')
    const arabic = await card()
    expect(arabic).toMatchObject({ buttons: ['رفض', 'موافقة'], lang: 'ar', dir: 'rtl' })
    await arabic.frame.getByRole('button', { name: 'رفض' }).click()
    await page.locator('#foyer-secure-frame').waitFor({ state: 'hidden' })
    await context.close()
  })
})
