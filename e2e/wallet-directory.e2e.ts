import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './support/axe.js'
import { type Page, useBrowser } from './support/browser.js'
import { installTestWallet } from './support/wallet.js'

const { newPage, urls } = useBrowser()

const PROJECT_ID = 'c0ffee00000000000000000000000001'
/** apps/demo/src/foyer.ts excludes Binana. */
const EXCLUDED_ID = '2235b648bdf382bc1a6960f1db8eda5c71f65a1996e6cb549d24783ca58a2903'

interface DirectoryWallet {
  id: string
  name: string
  mobile_link: string | null
  homepage: string
}

/** Every wallet the directory service lists for the demo project, without the excluded one. */
async function directoryWallets(): Promise<DirectoryWallet[]> {
  const wallets: DirectoryWallet[] = []
  for (let page = 1; ; page++) {
    const response = await fetch(
      `${urls().cloud}/getWallets?projectId=${PROJECT_ID}&entries=100&page=${page}&exclude=${EXCLUDED_ID}`,
    )
    const body = (await response.json()) as { count: number; data: DirectoryWallet[] }
    wallets.push(...body.data)
    if (body.data.length === 0 || wallets.length >= body.count) return wallets
  }
}

async function openAllWallets(page: Page) {
  await page.goto(urls().demo)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'All Wallets' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  const grid = dialog.getByRole('list', { name: 'Wallets' })
  return { dialog, grid }
}

const gridNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="dialog"] ul[aria-label="Wallets"] button')].map(
      (b) => b.querySelector('.foyer-wallet-tile__name')?.textContent ?? '',
    ),
  )

describe('the wallet directory in the modal', () => {
  it('lists the installed test wallet first, loads the whole directory by scrolling, with a bounded DOM', async () => {
    const expected = await directoryWallets()
    expect(expected.length).toBe(112)
    const { page, context, consoleErrors } = await newPage({ init: installTestWallet })
    const { dialog, grid } = await openAllWallets(page)
    const first = grid.getByRole('button').first()
    await expect(first.textContent()).resolves.toBe('Foyer Test WalletInstalled')
    await grid
      .getByRole('button', { name: expected[0]?.name ?? '' })
      .first()
      .waitFor()
    await expectNoAxeViolations(page, 'AllWallets')

    // Scroll step by step to the end, collecting the names the window shows.
    const seen = new Set<string>()
    const scroll = dialog.getByTestId('wallet-scroll')
    let maxCells = 0
    for (let step = 0; step < 120; step++) {
      const names = await gridNames(page)
      maxCells = Math.max(maxCells, names.length)
      for (const name of names) seen.add(name)
      if (expected.every((w) => seen.has(w.name))) break
      // Half a screen at a time, so rows are seen twice rather than skipped when a render lags.
      await scroll.evaluate((element) => element.scrollBy(0, element.clientHeight / 2))
      // Wait for the grid to follow the scroll (two frames) and for a page that is on its way.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      await page.waitForFunction(
        () => !document.querySelector('[role="dialog"] ul[aria-label="Wallets"][aria-busy="true"]'),
      )
    }
    expect([...expected.map((w) => w.name)].filter((name) => !seen.has(name))).toEqual([])
    expect(seen.has('Binana')).toBe(false)
    expect(maxCells).toBeLessThanOrEqual(100)
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('searches by name, hides the excluded wallet, and opens the pairing view of a wallet', async () => {
    const trust = (await directoryWallets()).find((w) => w.name === 'Trust Wallet')
    const { page, context, consoleErrors } = await newPage({ init: installTestWallet })
    const { dialog, grid } = await openAllWallets(page)
    const search = dialog.getByRole('searchbox', { name: 'Search wallet' })

    await search.fill('Binana')
    await dialog.getByText('No wallets found').waitFor()

    await search.fill('Trust')
    await grid.getByRole('button', { name: 'Trust Wallet' }).waitFor()
    await grid.getByRole('button', { name: 'Trust Wallet' }).click()

    // The wallet's pairing view: a QR code to scan with it, and where to get it.
    // The view is titled with the wallet's name, as the Connecting view of an installed wallet is.
    const view = page.getByRole('dialog', { name: 'Trust Wallet' })
    await view.getByText('Scan this QR code with Trust Wallet on your phone').waitFor()
    await view.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    const get = view.getByRole('list', { name: 'Get Trust Wallet' })
    await expect(get.getByRole('link', { name: 'Website' }).getAttribute('href')).resolves.toBe(
      trust?.homepage,
    )
    await expectNoAxeViolations(page, 'ConnectingWalletConnect')

    // Back keeps the search, and the keyboard reaches the wallets.
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByRole('searchbox', { name: 'Search wallet' }).inputValue()).resolves.toBe('Trust')
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('with the directory service hung: installed wallets stay, each view says what failed after 10 s, Retry loads', async () => {
    const { page, context } = await newPage({ init: installTestWallet })
    // The service takes the request and never answers, until it is back.
    let hung = true
    await page.route('**/getWallets?**', (route) => (hung ? undefined : route.continue()))
    await page.goto(urls().demo)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await connect.getByRole('button', { name: /Foyer Test Wallet/ }).waitFor()
    await connect.getByRole('button', { name: 'All Wallets' }).click()

    const dialog = page.getByRole('dialog', { name: 'All Wallets' })
    // Skeleton tiles under the installed wallet while the directory is asked, not a lone spinner.
    await dialog.getByRole('status', { name: 'Loading wallets' }).waitFor()
    await dialog
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /Foyer Test Wallet/ })
      .waitFor()
    const alert = dialog.getByRole('alert')
    await alert.getByText('Could not load wallets').waitFor({ timeout: 15_000 })
    await alert.getByText('The service did not answer in time').waitFor()
    await expectNoAxeViolations(page, 'AllWallets (directory down)')

    hung = false
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect.poll(async () => (await gridNames(page)).length, { timeout: 10_000 }).toBeGreaterThan(1)

    // The Connect view said so too, instead of the recommended wallets vanishing silently; Retry fills them.
    await page.getByRole('button', { name: 'Back' }).click()
    const directoryAlert = connect.getByRole('alert')
    await directoryAlert
      .getByText('Could not load recommended wallets: The service did not answer in time')
      .waitFor()
    const before = await connect.getByRole('list', { name: 'Wallets' }).getByRole('button').count()
    await directoryAlert.getByRole('button', { name: 'Retry' }).click()
    await directoryAlert.waitFor({ state: 'detached' })
    await expect
      .poll(() => connect.getByRole('list', { name: 'Wallets' }).getByRole('button').count())
      .toBeGreaterThan(before)
    await context.close()
  })
})
