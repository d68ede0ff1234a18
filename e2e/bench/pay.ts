import { median } from '../support/chromium.js'
import { trackBytes } from './email-login.js'
import type { BenchStack } from './harness.js'

const RUNS = 5
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * What Pay costs on first use: the bytes that arrive from the click on the demo's 'Pay 10 USDC' until
 * the Pay view shows with its exchanges (core's pay chunks, the Pay views, their CSS, whatever only Pay
 * pulls in). Nothing is connected, as for a visitor paying from an exchange.
 */
export async function payBench({ browser, origin }: BenchStack) {
  const bytes: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const total = trackBytes(page, [origin])
    await page.goto(origin, { waitUntil: 'networkidle' })
    const button = page.getByRole('button', { name: 'Pay 10 USDC' })
    await button.waitFor()
    await page.waitForLoadState('networkidle')
    const before = total()
    await button.click()
    const pay = page.getByRole('dialog', { name: 'Pay' })
    await pay.getByRole('button', { name: /Foyer Exchange \(test\)/ }).waitFor()
    await page.waitForLoadState('networkidle')
    bytes.push(total() - before)
    await context.close()
  }
  console.log(
    `opening Pay loads: ${kib(median(bytes))} gzip (core's pay chunks, the Pay views and their CSS)`,
  )
}
