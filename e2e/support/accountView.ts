import type { Locator, Page } from 'playwright-core'

/**
 * After a login: the modal closes, as after every connect, and the connect button now names the
 * account (`0x12…abcdef`); its click opens the Account view, which this returns.
 */
export async function openAccountAfterLogin(page: Page, timeout = 30_000): Promise<Locator> {
  await page.getByRole('dialog').waitFor({ state: 'hidden', timeout })
  await page
    .getByRole('button', { name: /0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}/ })
    .first()
    .click({ timeout })
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.waitFor()
  return account
}
