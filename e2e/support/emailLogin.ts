import type { FrameLocator, Page } from 'playwright-core'
import { codeFor } from './mail.js'
import { modalShows } from './shown.js'

/** A fresh address per test run, so runs never share an account. */
export const newEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

/**
 * Opens the demo's Connect view and asks a code for `email`; resolves on the code view, with the time
 * the mail was asked (a second early, to find it in MailDev).
 */
export async function askEmailCode(page: Page, demoUrl: string, email: string) {
  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  const sent = Date.now() - 1000
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const otp = page.getByRole('dialog', { name: 'Confirm email' })
  try {
    await otp.getByText(`Enter the 6-digit code we sent to ${email}`).waitFor({ timeout: 30_000 })
  } catch (error) {
    const shown = await modalShows(page)
    throw new Error(`No code view for ${email} within 30 s; the modal showed: ${JSON.stringify(shown)}`, {
      cause: error,
    })
  }
  return { otp, sent }
}

/** Types a 6-digit code into the code view, as a visitor does (the first box, then the keys). */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
  await page.keyboard.type(code)
}

/** The secure site's approval card, once the frame shows it. */
export async function approvalCard(page: Page): Promise<FrameLocator> {
  await page.locator('#foyer-secure-frame').waitFor({ state: 'visible' })
  const frame = page.frameLocator('#foyer-secure-frame')
  await frame.getByRole('dialog').waitFor()
  return frame
}

/** Asks a code for `email` on the demo and types the one mailed: signed in once the modal closes. */
export async function signInByEmail(page: Page, urls: { demo: string; mail: string }, email: string) {
  const { sent } = await askEmailCode(page, urls.demo, email)
  await typeCode(page, await codeFor(urls.mail, email, sent))
}
