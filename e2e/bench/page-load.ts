import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { median } from '../support/chromium.js'
import type { BenchStack } from './harness.js'

const RUNS = 5

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** Sums the gzip size of every script and stylesheet the page receives from the demo server. */
function trackBytes(page: Page, origin: string) {
  const seen = new Map<string, number>()
  page.on('response', async (response) => {
    const url = response.url()
    const type = response.request().resourceType()
    if (!url.startsWith(origin) || !['script', 'stylesheet', 'document'].includes(type)) return
    try {
      seen.set(url, gzipSync(await response.body()).length)
    } catch {
      // a navigation may discard a body; it was not used then
    }
  })
  return {
    total: () => [...seen.values()].reduce((sum, n) => sum + n, 0),
    urls: () => [...seen.keys()],
  }
}

/**
 * Milliseconds from the click event to the first frame painted with the dialog, measured in the page
 * (Playwright's own waiting polls at growing intervals and would add up to 500 ms).
 */
async function clickToVisible(page: Page, button: ReturnType<Page['getByRole']>): Promise<number> {
  // A string, not a function: the TypeScript loader would add helpers the page does not have.
  await page.evaluate(`window.foyerBench = new Promise((resolve) => {
    let start = 0
    document.addEventListener('click', () => { start = performance.now() }, { capture: true, once: true })
    // The modal stays mounted (hidden) once opened: a reopen changes attributes, not children.
    const shown = () => [...document.querySelectorAll('[role="dialog"]')].some(
      (dialog) => dialog.getAttribute('aria-hidden') !== 'true' && dialog.checkVisibility(),
    )
    const observer = new MutationObserver(() => {
      if (!start || !shown()) return
      observer.disconnect()
      requestAnimationFrame(() => resolve(performance.now() - start))
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true })
  }); undefined`)
  await button.click()
  return page.evaluate('window.foyerBench') as Promise<number>
}

const demoDir = join(dirname(fileURLToPath(import.meta.url)), '../../apps/demo')

/** The gzip bytes a built page loads before any click: its HTML and the scripts and styles it references. */
function builtPageBytes(outDir: string, html: string): number {
  const text = readFileSync(join(outDir, html), 'utf8')
  const assets = [...text.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] as string,
  )
  return assets.reduce(
    (sum, asset) => sum + gzipSync(readFileSync(join(outDir, asset))).length,
    gzipSync(text).length,
  )
}

/**
 * The page-load cost of the demo as an EVM-only app (built with FOYER_DEMO_EVM_ONLY=1: the EVM adapter alone)
 * and as the app it is (EVM, Solana, Bitcoin, Polkadot and Cosmos adapters), each over the bare wagmi page of the same build.
 */
function evmOnlyAndFullCost(): { evmOnly: number; full: number } {
  const vite = join(demoDir, '../../node_modules/vite/bin/vite.js')
  const outDir = join(demoDir, 'dist-evm-only')
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: demoDir,
      env: { ...process.env, FOYER_DEMO_EVM_ONLY: '1' },
      stdio: 'inherit',
    },
  )
  if (build.status !== 0) throw new Error('The EVM-only build of the demo failed')
  const dist = join(demoDir, 'dist')
  return {
    evmOnly: builtPageBytes(outDir, 'index.html') - builtPageBytes(outDir, 'baseline.html'),
    full: builtPageBytes(dist, 'index.html') - builtPageBytes(dist, 'baseline.html'),
  }
}

export async function pageLoadBench({ browser, origin }: BenchStack) {
  const pageLoad: number[] = []
  const baseline: number[] = []
  const onOpen: number[] = []
  const cold: number[] = []
  const intent: number[] = []
  const warm: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const bytes = trackBytes(page, origin)
    await page.goto(origin, { waitUntil: 'networkidle' })
    const beforeClick = bytes.total()
    pageLoad.push(beforeClick)

    const button = page.getByRole('button', { name: 'Connect Wallet' })
    const dialog = page.getByRole('dialog')
    cold.push(await clickToVisible(page, button))
    await dialog.waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    onOpen.push(bytes.total() - beforeClick)

    await page.keyboard.press('Escape')
    // Closed, exit animation included (the hidden modal stays in the DOM).
    await dialog.waitFor({ state: 'detached' })
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="dialog"]')].every((d) => !d.checkVisibility()),
    )
    warm.push(await clickToVisible(page, button))
    await dialog.waitFor({ state: 'visible' })

    // A visitor's pointer reaches the button before the click: the modal loads on that intent.
    const second = await context.newPage()
    await second.goto(origin, { waitUntil: 'networkidle' })
    const secondButton = second.getByRole('button', { name: 'Connect Wallet' })
    // The Connect view comes in the modal's chunk.
    const viewChunk = second.waitForResponse((response) =>
      /\/assets\/ModalRoot-[\w-]+\.js$/.test(response.url()),
    )
    await secondButton.hover()
    await viewChunk
    await second.waitForLoadState('networkidle')
    intent.push(await clickToVisible(second, secondButton))

    const bare = await context.newPage()
    const bareBytes = trackBytes(bare, origin)
    await bare.goto(`${origin}/baseline.html`, { waitUntil: 'networkidle' })
    baseline.push(bareBytes.total())
    await context.close()
  }
  const load = median(pageLoad)
  const bare = median(baseline)
  console.log(`demo page load (before any click): ${kib(load)} gzip`)
  console.log(`bare react + viem + wagmi page load: ${kib(bare)} gzip`)
  console.log(`page-load cost of the served demo (five chain families): ${kib(load - bare)} gzip`)
  const { evmOnly, full } = evmOnlyAndFullCost()
  // The target is set for an EVM app (what the bare wagmi page is); each further family is the app's choice.
  console.log(
    `Foyer's page-load cost, EVM-only app over the bare page: ${kib(evmOnly)} gzip (target: under 18 KiB); all five families (EVM, Solana, Bitcoin, Polkadot, Cosmos) ${kib(full)} gzip`,
  )
  console.log(`first modal open fetches: ${kib(median(onOpen))} gzip`)
  console.log(
    `click to visible modal (click event to first painted frame), cold: median ${median(cold).toFixed(0)} ms over ${RUNS} runs`,
  )
  console.log(
    `click to visible modal, cold after the pointer rested on the button (intent prefetch): median ${median(intent).toFixed(0)} ms over ${RUNS} runs (target: 150 ms)`,
  )
  console.log(`click to visible modal, warm: median ${median(warm).toFixed(0)} ms over ${RUNS} runs`)
}
