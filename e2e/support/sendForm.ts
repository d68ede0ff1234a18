import type { Locator, Page } from 'playwright-core'

/**
 * Fills the modal's Send form (already open) and goes to its review: picks the token by its symbol,
 * types the amount and the receiver, presses 'Review send'. Returns the review dialog (the modal's dialog,
 * whatever its title).
 */
export async function fillSendForm(
  page: Page,
  { symbol, amount, to }: { symbol: string; amount: string; to: string },
): Promise<Locator> {
  const form = page.getByRole('dialog', { name: 'Send' })
  const token = form.getByLabel('Token')
  const option = token.locator('option', { hasText: symbol })
  await option.first().waitFor({ state: 'attached' })
  await token.selectOption((await option.first().getAttribute('value')) ?? '')
  await form.getByLabel('Amount').fill(amount)
  await form.getByLabel('To', { exact: true }).fill(to)
  await form.getByRole('button', { name: 'Review send' }).click()
  await page.getByRole('dialog', { name: 'Review send' }).waitFor()
  // Not by its title: the same dialog is named 'Sent' once the send went out.
  return page.getByRole('dialog')
}
