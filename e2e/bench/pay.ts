import type { Browser } from 'playwright-core'
import { median } from '../support/chromium.js'
import { trackBytes } from './email-login.js'
import type { BenchStack } from './harness.js'

const RUNS = 5
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * The bytes that arrive from the click on the demo's 'Pay 10 USDC' until the Pay view shows its
 * exchanges, nothing connected. `modalFirst`: the modal was opened and closed before, so only what Pay
 * itself pulls in counts (core's pay chunks, the Pay views, their CSS); else the modal's own code too.
 */
async function payBytes(browser: Browser, origin: string, modalFirst: boolean): Promise<number> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const total = trackBytes(page, [origin])
  await page.goto(origin, { waitUntil: 'networkidle' })
  const button = page.getByRole('button', { name: 'Pay 10 USDC' })
  await button.waitFor()
  if (modalFirst) {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button').first().waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
  }
  await page.waitForLoadState('networkidle')
  const before = total()
  await button.click()
  await page
    .getByRole('dialog', { name: 'Pay' })
    .getByRole('button', { name: /Foyer Exchange \(test\)/ })
    .waitFor()
  await page.waitForLoadState('networkidle')
  const bytes = total() - before
  await context.close()
  return bytes
}

/** What Pay costs on first use: the page load does not carry it (scripts/checkSizeBudget.mjs holds that). */
export async function payBench({ browser, origin }: BenchStack) {
  const own: number[] = []
  const first: number[] = []
  for (let run = 0; run < RUNS; run++) {
    own.push(await payBytes(browser, origin, true))
    first.push(await payBytes(browser, origin, false))
  }
  console.log(
    `opening Pay loads: ${kib(median(own))} gzip of its own (core's pay chunks, the Pay views and their CSS); ${kib(median(first))} gzip as the first modal of the page (the modal's code too)`,
  )
}
