import { testAccounts } from '@foyer/devnet'
import { median } from '../support/chromium.js'
import { testWalletScript } from '../test-wallet/index.js'
import { trackBytes } from './email-login.js'
import type { BenchStack } from './harness.js'

const RUNS = 5
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * What opening Swap costs a connected visitor: the bytes that arrive from the click on Swap in the
 * Account view until its form shows, and the time from typing an amount to the quote on screen.
 */
export async function swapBench({ browser, origin, chainA }: BenchStack) {
  const bytes: number[] = []
  const toQuote: number[] = []
  const account = testAccounts[2]?.address as `0x${string}`
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    await context.addInitScript(testWalletScript({ account, chains: { 31337: chainA } }))
    const page = await context.newPage()
    const total = trackBytes(page, [origin])
    await page.goto(origin, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /Foyer Test Wallet/ })
      .click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: / ETH / }).click()
    const swapButton = page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap' })
    await swapButton.waitFor()
    await page.waitForLoadState('networkidle')
    const before = total()
    await swapButton.click()
    const swap = page.getByRole('dialog', { name: 'Swap' })
    await swap.getByRole('textbox', { name: 'You pay' }).waitFor()
    bytes.push(total() - before)
    await swap.getByRole('button', { name: 'Select token' }).click()
    await page
      .getByRole('dialog', { name: 'Select token' })
      .getByRole('button', { name: /^USDC / })
      .click()
    const started = performance.now()
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.1')
    await swap.getByRole('button', { name: 'Review swap' }).waitFor()
    toQuote.push(performance.now() - started)
    await context.close()
  }
  console.log(`opening Swap loads: ${kib(median(bytes))} gzip (the Swap view and its flow)`)
  console.log(
    `typing an amount to the quote on screen: median ${median(toQuote).toFixed(0)} ms over ${RUNS} runs (300 ms of it the typing pause)`,
  )
}
