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

/**
 * In the Account view of an embedded wallet on a chain where its smart account acts: switches to the
 * key's own account (EOA) and returns its address, once the view says EOA.
 */
export async function switchToEoa(account: Locator): Promise<`0x${string}`> {
  await account.getByRole('button', { name: 'Switch to your EOA' }).click()
  await account.getByTestId('foyer-account-type').getByText('EOA').waitFor()
  return (await account.locator('.foyer-account-name').getAttribute('title')) as `0x${string}`
}
