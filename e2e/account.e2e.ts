import { testAccounts } from '@foyer/devnet'
import { createWalletClient, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './support/axe.js'
import { type Page, useBrowser } from './support/browser.js'
import { connectTestWallet, installTestWallet, plainAccount } from './support/wallet.js'

const { newPage, urls } = useBrowser()

const recipient = testAccounts[4]?.address
if (!recipient) throw new Error('@foyer/devnet has fewer than 5 test accounts')
const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

async function connect(page: Page) {
  await connectTestWallet(page)
  // The account button opens Account.
  await page.getByRole('button', { name: shortAddress(plainAccount) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByText(shortAddress(plainAccount)).waitFor()
  return account
}

describe('the account area', () => {
  it('shows real token balances with USD values, leaving out 0-decimals tokens', async () => {
    const { page, context, consoleErrors } = await newPage({ init: installTestWallet })
    const account = await connect(page)
    const panel = account.getByRole('tabpanel', { name: 'Tokens' })
    const tokens = panel.getByTestId('foyer-token')
    await panel.getByText('10,000.000 USDC').waitFor()
    await panel.getByText('5,000.000 FOY').waitFor()
    const rows = await tokens.allTextContents()
    expect(rows.some((row) => / ETH/.test(row))).toBe(true)
    expect(rows.some((row) => /ZERO/.test(row))).toBe(false)
    // Activity lists ZERO's transfers: Tokens says why it does not list the token.
    await panel.getByText('Not listed: ZERO (tokens without decimals are not shown)').waitFor()
    for (const row of rows) expect(row).toMatch(/\$[\d,]+\.\d{2}$/)
    await expectNoAxeViolations(page, 'Account (Tokens)')

    await account.getByRole('tab', { name: 'NFTs' }).click()
    await account.getByRole('tabpanel', { name: 'NFTs' }).waitFor()
    await expectNoAxeViolations(page, 'Account (NFTs)')
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('shows the wallet, copies the address, groups thousands, and loads images only once the visitor acts', async () => {
    const { page, context, consoleErrors } = await newPage({
      init: async (context) => {
        await installTestWallet(context)
        await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      },
    })
    const images: string[] = []
    page.on('request', (request) => {
      if (/\/public\/get(Asset|Token)Image\//.test(request.url()))
        images.push(new URL(request.url()).pathname)
    })
    // At page load the network button draws its inline glyph: no image request to any service.
    await page.goto(urls().demo)
    const networkButton = page.getByRole('button', { name: 'Foyer Devnet' })
    await networkButton.locator('svg').waitFor()
    expect(images).toEqual([])
    expect(await networkButton.locator('img').count()).toBe(0)

    const account = await connect(page)
    await expect(account.getByTestId('foyer-connected-wallet').textContent()).resolves.toBe(
      'Wallet: Foyer Test Wallet',
    )
    // About 10,000 ETH: grouped thousands, 3 decimals, in the view and on the account button.
    await expect(account.getByTestId('foyer-balance').textContent()).resolves.toMatch(
      /^\d{1,3},\d{3}\.\d{3} ETH$/,
    )
    await page
      .getByRole('button', { name: new RegExp(`\\d,\\d{3}\\.\\d{3} ETH ${shortAddress(plainAccount)}`) })
      .waitFor()

    await account.getByRole('button', { name: 'Copy address' }).click()
    await account.getByText('Copied', { exact: true }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied.toLowerCase()).toBe(plainAccount.toLowerCase())

    // Inside the modal: the cloud's image of the network and of each token, loaded.
    const networkImage = account.getByRole('button', { name: 'Network: Foyer Devnet' }).locator('img')
    await expect
      .poll(() => networkImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    expect(images).toContain('/public/getAssetImage/eip155-31337')
    const tokenImages = account.getByTestId('foyer-token').locator('img')
    await tokenImages.first().waitFor()
    await expect
      .poll(() =>
        tokenImages.evaluateAll((imgs) =>
          imgs.every(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true)
    expect(await account.getByTestId('foyer-token').count()).toBe(await tokenImages.count())

    // Disconnect is the last action of the view.
    const buttons = account.getByRole('button')
    await expect(buttons.last().textContent()).resolves.toBe('Disconnect')
    await expectNoAxeViolations(page, 'Account (wallet, copy)')
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('lists a transfer sent from the account in Activity', async () => {
    const client = createWalletClient({ account: plainAccount, transport: http(urls().chainA) })
    const hash = await client.sendTransaction({ to: recipient, value: parseEther('0.123456'), chain: null })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

    const { page, context, consoleErrors } = await newPage({ init: installTestWallet })
    const account = await connect(page)
    const tabs = account.getByRole('tablist', { name: 'Portfolio' })
    await tabs.getByRole('tab', { name: 'Tokens' }).focus()
    // The tabs pattern: arrow keys move and select.
    await page.keyboard.press('End')
    const panel = account.getByRole('tabpanel', { name: 'Activity' })
    const row = panel.getByTestId('foyer-activity').filter({ hasText: '-0.123 ETH' })
    await row.first().waitFor()
    const text = (await row.first().textContent()) ?? ''
    expect(text).toContain('Send')
    expect(text.toLowerCase()).toContain(shortAddress(recipient).toLowerCase())
    await expectNoAxeViolations(page, 'Account (Activity)')
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('Receive shows the address and a QR code', async () => {
    const { page, context, consoleErrors } = await newPage({ init: installTestWallet })
    const account = await connect(page)
    await account.getByRole('button', { name: 'Receive' }).click()
    const receive = page.getByRole('dialog', { name: 'Receive' })
    await receive.getByText(plainAccount).waitFor()
    await receive.getByRole('img', { name: 'QR code of your address' }).waitFor()
    await receive.getByText('Foyer Devnet').waitFor()
    await expectNoAxeViolations(page, 'Receive')
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('draws every network of the demo from the cloud, and asks for a missing image in the first opening only', async () => {
    const { page, context, consoleErrors } = await newPage()
    const asked = new Map<string, number>()
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/public/getAssetImage/')) asked.set(pathname, (asked.get(pathname) ?? 0) + 1)
    })
    // One image made to fail (the cloud has all of the demo's): the modal must not ask for it again.
    const missing = '/public/getAssetImage/cosmos-cosmoshub-4'
    await context.route(`**${missing}*`, (route) =>
      route.fulfill({ status: 404, body: '{"message":"Asset image not found"}' }),
    )
    await page.goto(urls().demo)
    const networks = page
      .getByRole('dialog', { name: 'Choose Network' })
      .getByRole('list', { name: 'Networks' })
    let firstOpening = 0
    for (let round = 0; round < 3; round++) {
      await page.getByRole('button', { name: 'Foyer Devnet' }).click()
      const loaded = networks.locator('img')
      const items = networks.getByRole('listitem')
      await items.first().waitFor()
      // Every network but the failing one shows its image, loaded; that one shows the glyph.
      await expect
        .poll(async () =>
          (await loaded.evaluateAll((imgs) =>
            imgs.every(
              (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
            ),
          ))
            ? (await items.count()) - (await loaded.count())
            : -1,
        )
        .toBe(1)
      await networks.getByRole('button', { name: 'Cosmos Hub' }).locator('svg').waitFor()
      if (round === 0) firstOpening = asked.get(missing) ?? 0
      await page.keyboard.press('Escape')
      await networks.waitFor({ state: 'detached' })
    }
    for (const id of [
      'eip155-31337',
      'eip155-31338',
      'solana-5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'polkadot-91b171bb158e2d3848fa23a9f1c25182',
    ])
      expect(asked.get(`/public/getAssetImage/${id}`)).toBe(1)
    // Asked in the first opening only (it was about 30 times before the miss was cached). Chromium may ask twice
    // for it in that first opening: measured, one <img> element, not a remount; the two later openings ask nothing.
    expect(firstOpening).toBeGreaterThanOrEqual(1)
    expect(firstOpening).toBeLessThanOrEqual(2)
    expect(asked.get(missing)).toBe(firstOpening)
    expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([])
    await context.close()
  })
})
