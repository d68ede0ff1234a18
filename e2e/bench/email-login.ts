import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { median } from '../support/chromium.js'
import type { BenchStack } from './harness.js'

const RUNS = 5
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** The gzip size of every script, stylesheet and document the page gets from the given origins. */
export function trackBytes(page: Page, origins: readonly string[]) {
  const seen = new Map<string, number>()
  page.on('response', async (response) => {
    const url = response.url()
    const type = response.request().resourceType()
    if (!origins.some((o) => url.startsWith(o)) || !['script', 'stylesheet', 'document'].includes(type))
      return
    try {
      seen.set(url, gzipSync(await response.body()).length)
    } catch {
      // A navigation may discard a body; it was not used then.
    }
  })
  return () => [...seen.values()].reduce((sum, n) => sum + n, 0)
}

/**
 * What picking email costs: the bytes that arrive from the click on Continue until the code view
 * shows (embedded-wallet code, the frame page and its script), and the time from that click to the
 * secure site's READY message.
 */
export async function emailLoginBench({ browser, origin, secureSite }: BenchStack) {
  const bytes: number[] = []
  const toReady: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const total = trackBytes(page, [origin, secureSite])
    await page.goto(origin, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    const email = dialog.getByRole('textbox', { name: 'Email' })
    await email.waitFor()
    await page.waitForLoadState('networkidle')
    const before = total()
    await email.fill(`bench-${Date.now()}-${run}@example.com`)
    // Measured in the page: from the click to the frame's READY (its origin, its type).
    await page.evaluate(`window.foyerReady = new Promise((resolve) => {
      let start = 0
      document.addEventListener('click', () => { start = performance.now() }, { capture: true, once: true })
      window.addEventListener('message', (event) => {
        if (event.origin === ${JSON.stringify(secureSite)} && event.data && event.data.type === '@w3m-frame/READY')
          resolve(performance.now() - start)
      })
    }); undefined`)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    toReady.push((await page.evaluate('window.foyerReady')) as number)
    // Everything the step needs has arrived once the code view shows (the frame answered through it).
    await page.getByRole('dialog', { name: 'Confirm email' }).getByRole('group').waitFor({ timeout: 30_000 })
    bytes.push(total() - before)
    await context.close()
  }
  console.log(`picking email loads: ${kib(median(bytes))} gzip (embedded-wallet code, frame page and script)`)
  console.log(
    `click on Continue to the secure frame's READY: median ${median(toReady).toFixed(0)} ms over ${RUNS} runs`,
  )
}
