import type { Page } from 'playwright-core'
import { median } from '../support/chromium.js'
import type { BenchStack } from './harness.js'

const QUERIES = ['Trust', 'Rain', 'Ledger', 'Coin', 'zzzz']
const RUNS = 5
const SYNTHETIC = 1000

const GRID = '[role="dialog"] ul[aria-label="Wallets"]'

async function openAllWallets(page: Page, origin: string) {
  await page.goto(origin)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'All Wallets' }).click()
  await page.waitForSelector(`${GRID} button`)
}

/** Answers /getWallets from `count` synthetic wallets (paging and search like the service). */
async function routeSyntheticDirectory(page: Page, cloud: string, count: number) {
  const wallets = Array.from({ length: count }, (_, i) => ({
    id: (i + 1).toString(16).padStart(64, '0'),
    name: `Synthetic Wallet ${i + 1}`,
    homepage: 'https://example.com',
    image_id: `synthetic-${i + 1}`,
    image_url: `${cloud}/getWalletImage/synthetic-${i + 1}`,
    order: i + 1,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    rdns: null,
    chains: ['eip155:1'],
    injected: null,
    badge_type: 'none',
  }))
  await page.route(`${cloud}/getWallets?**`, (route) => {
    const q = new URL(route.request().url()).searchParams
    const search = q.get('search')?.toLowerCase()
    const matching = search
      ? wallets.filter((w) => w.name.toLowerCase().includes(search)).slice(0, 100)
      : wallets
    const entries = Number(q.get('entries') ?? 40)
    const page = Number(q.get('page') ?? 1)
    return route.fulfill({
      json: { count: matching.length, data: matching.slice((page - 1) * entries, page * entries) },
      headers: { 'access-control-allow-origin': '*' },
    })
  })
  // Synthetic logos do not exist; answer them empty so the tiles fall back to initials.
  await page.route(`${cloud}/getWalletImage/synthetic-*`, (route) => route.fulfill({ status: 404, body: '' }))
}

export async function walletSearchBench({ browser, origin, cloud }: BenchStack) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await openAllWallets(page, origin)
  const search = page.getByRole('searchbox', { name: 'Search wallet' })
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    for (const query of QUERIES) {
      await search.fill('')
      await page.waitForFunction((grid) => !document.querySelector(`${grid}[aria-busy="true"]`), GRID)
      const started = performance.now()
      await search.fill(query)
      await page.waitForFunction(
        ([grid, q]) => {
          if (document.querySelector(`${grid}[aria-busy="true"]`)) return false
          const names = [...document.querySelectorAll(`${grid} .foyer-wallet-tile__name`)].map(
            (n) => n.textContent ?? '',
          )
          const empty = [...document.querySelectorAll('[role="dialog"] [role="status"]')].some(
            (n) => n.textContent?.startsWith('No wallets found') ?? false,
          )
          return empty || (names.length > 0 && names.every((n) => n.toLowerCase().includes(q.toLowerCase())))
        },
        [GRID, query] as const,
      )
      times.push(performance.now() - started)
    }
  }
  console.log(
    `search, keystroke to rendered results (113 wallets, incl. 250 ms debounce): median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms over ${times.length} searches`,
  )
  await context.close()

  const synthetic = await browser.newContext()
  const big = await synthetic.newPage()
  await routeSyntheticDirectory(big, cloud, SYNTHETIC)
  await openAllWallets(big, origin)
  const started = performance.now()
  let maxCells = 0
  for (;;) {
    const state = await big.evaluate((grid) => {
      const scroll = document.querySelector<HTMLElement>('[data-testid="wallet-scroll"]')
      scroll?.scrollBy(0, scroll.clientHeight)
      const names = [...document.querySelectorAll(`${grid} .foyer-wallet-tile__name`)].map(
        (n) => n.textContent,
      )
      return { cells: names.length, last: names.at(-1) }
    }, GRID)
    maxCells = Math.max(maxCells, state.cells)
    if (state.last === `Synthetic Wallet ${SYNTHETIC}`) break
    // One frame for the grid to follow the scroll (and a page request to start).
    await big.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  }
  console.log(
    `scroll to the end of ${SYNTHETIC} wallets (25 pages): ${(performance.now() - started).toFixed(0)} ms; at most ${maxCells} wallet cells in the DOM`,
  )
  await synthetic.close()
}
