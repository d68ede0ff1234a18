import { describe, expect, it } from 'vitest'
import { openAccountAfterLogin } from './support/accountView.js'
import { type Page, useBrowser } from './support/browser.js'
import { codeFor } from './support/mail.js'

const { newPage, urls } = useBrowser()

async function emailLogin(page: Page, path: string, email: string) {
  await page.goto(`${urls().demo}${path}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  const sent = Date.now() - 1000
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
  await page.keyboard.type(await codeFor(urls().mail, email, sent))
}

const newEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

describe("the app's default account type", () => {
  it("makes a new email user's EOA act with defaultAccountTypes { eip155: 'eoa' }; the user's own switch then wins", async () => {
    const { page, context, consoleErrors } = await newPage()
    await emailLogin(page, '/?accountType=eoa', newEmail('eve'))
    // The modal closed after the login, as after any connect; Account names the acting account.
    const account = await openAccountAfterLogin(page)
    // On the devnet's chain A the secure site offers smart accounts: the app's default is the EOA.
    await account.getByTestId('foyer-account-type').getByText('EOA').waitFor()
    const eoa = await account.locator('.foyer-account-name').getAttribute('title')
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // The visitor switches themselves: remembered, it wins over the app's default after a reload.
    await account.getByRole('button', { name: 'Switch to your smart account' }).click()
    await account.getByTestId('foyer-account-type').getByText('Smart account').waitFor()
    const smart = await account.locator('.foyer-account-name').getAttribute('title')
    expect(smart).not.toBe(eoa)
    await page.reload()
    await page
      .getByRole('button', { name: /0x[0-9a-fA-F]{2}…/ })
      .first()
      .click()
    const reloaded = page.getByRole('dialog', { name: 'Account' })
    await reloaded.getByTestId('foyer-account-type').getByText('Smart account').waitFor()
    expect(await reloaded.locator('.foyer-account-name').getAttribute('title')).toBe(smart)
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
