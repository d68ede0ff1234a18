// Click-to-QR in Chromium: from the click on WalletConnect in the Connect view to the pairing QR code
// on screen. Cold includes loading the WalletConnect SDK chunk, connecting to the relay and creating
// the pairing; warm is a second pairing on the same page (SDK loaded, relay socket open).
import { gzipSync } from 'node:zlib'
import { median } from '../support/chromium.js'
import type { BenchStack } from './harness.js'

const RUNS = 5

export async function walletConnectQrBench({ browser, origin }: BenchStack) {
  const cold: number[] = []
  const warm: number[] = []
  const sdkBytes: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(origin, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const walletConnect = page.getByRole('dialog').getByRole('button', { name: 'WalletConnect' })
    await walletConnect.waitFor()

    let bytes = 0
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      bytes += gzipSync(await response.body().catch(() => Buffer.alloc(0))).length
    })
    const qr = page.getByRole('img', { name: 'WalletConnect QR code' })
    let started = performance.now()
    await walletConnect.click()
    await qr.waitFor()
    cold.push(performance.now() - started)
    await page.waitForLoadState('networkidle')
    sdkBytes.push(bytes)

    await page.getByRole('button', { name: 'Back' }).click()
    await walletConnect.waitFor()
    started = performance.now()
    await walletConnect.click()
    await qr.waitFor()
    warm.push(performance.now() - started)
    await context.close()
  }
  console.log(
    `WalletConnect click to QR code, cold (SDK chunk + relay + pairing): median ${median(cold).toFixed(0)} ms over ${RUNS} runs`,
  )
  console.log(`WalletConnect click to QR code, warm: median ${median(warm).toFixed(0)} ms over ${RUNS} runs`)
  console.log(`WalletConnect code loaded on that click: ${(median(sdkBytes) / 1024).toFixed(1)} KiB gzip`)
}
