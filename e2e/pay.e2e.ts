import { addresses, testAccounts } from '@foyer/devnet'
import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './support/axe.js'
import { useBrowser } from './support/browser.js'
import { connectTestWallet, installTestWallet, wallet } from './support/wallet.js'

const { newPage, urls } = useBrowser()

// Test account 9 pays: no other e2e file sends its USDC. The demo's shop (apps/demo/src/PayDemo.tsx) is no
// test account, so its balance moves with these payments alone.
const payer = testAccounts[9]?.address
if (!payer) throw new Error('@foyer/devnet has fewer than 10 test accounts')
const shop = '0x705aC20340ce287540eD1148ef140621C2bb3A09'
const usdc = addresses[31337].usdc
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

const chain = () => createPublicClient({ transport: http(urls().chainA) })
const usdcOf = (address: `0x${string}`) =>
  chain().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** The exchange's status is polled every 4 s; a step it reports shows within two polls. */
const POLL = 10_000

/** Picks the local exchange in the Pay view: its checkout opens in a new tab, which this returns. */
async function openCheckout(page: Page, context: BrowserContext): Promise<Page> {
  const pay = page.getByRole('dialog', { name: 'Pay' })
  const opened = context.waitForEvent('page')
  await pay.getByRole('button', { name: 'Pay with Foyer Exchange (test)' }).click()
  const checkout = await opened
  await checkout.waitForURL(/\/pay\//)
  return checkout
}

describe('Pay', () => {
  it('pays 10 USDC from the injected test wallet, connecting it first: the shop’s balance rises on chain', async () => {
    const { page, context, consoleErrors } = await newPage({
      init: (c) => installTestWallet(c, { account: payer }),
    })
    const before = await usdcOf(shop)
    await page.goto(urls().demo)
    await page.getByRole('button', { name: 'Pay 10 USDC' }).click()

    const pay = page.getByRole('dialog', { name: 'Pay' })
    const summary = pay.getByTestId('foyer-pay-summary')
    await summary.getByText('10 USDC').waitFor()
    await summary.getByText('Foyer Devnet').waitFor()
    await expect(summary.getByTitle(shop).textContent()).resolves.toContain(short(shop))
    // The exchanges have loaded (or said they cannot) before axe looks.
    await pay.locator('[role="status"]').waitFor({ state: 'detached' })
    await expectNoAxeViolations(page, 'Pay')

    // Nothing connected: Pay from wallet connects first, then the payment goes on by itself.
    await pay.getByRole('button', { name: 'Pay from wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /Foyer Test Wallet/ })
      .click()
    const outcome = page.getByRole('dialog', { name: 'Payment' })
    await outcome.getByText('Payment completed').waitFor({ timeout: 30_000 })
    await outcome.getByText(`10 USDC paid to ${short(shop)}`).waitFor()
    const hash = (await outcome.getByTestId('foyer-pay-hash').getAttribute('title')) as `0x${string}`
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expectNoAxeViolations(page, 'PayLoading (success)')

    const receipt = await chain().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(payer.toLowerCase())
    expect(await usdcOf(shop)).toBe(before + 10_000_000n)
    // The demo says so on the page, with the same transaction.
    await outcome.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByTestId('pay-outcome').textContent()).resolves.toBe(
      `Payment landed on chain: ${hash}`,
    )
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('pays with the wallet already connected on the other chain: it switches to the asset’s chain first', async () => {
    const { page, context, consoleErrors } = await newPage({
      init: (c) => installTestWallet(c, { account: payer }),
    })
    await connectTestWallet(page)
    // The visitor moves the wallet to the sidechain; the page follows.
    await wallet(page).setChain(31338, urls().chainB)
    await page.getByRole('button', { name: /Foyer Sidechain/ }).waitFor()
    const before = await usdcOf(shop)
    await page.getByRole('button', { name: 'Pay 10 USDC' }).click()
    // Connected, the wallet's own name says where the payment comes from.
    await page
      .getByRole('dialog', { name: 'Pay' })
      .getByRole('button', { name: 'Pay with Foyer Test Wallet' })
      .click()
    const outcome = page.getByRole('dialog', { name: 'Payment' })
    await outcome.getByText('Payment completed').waitFor({ timeout: 30_000 })
    await expect(wallet(page).chainId()).resolves.toBe(31337)
    expect(await usdcOf(shop)).toBe(before + 10_000_000n)
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('pays 10 USDC through the local exchange with no wallet connected: the waiting view follows it to the hash', async () => {
    const { page, context, consoleErrors } = await newPage()
    const before = await usdcOf(shop)
    await page.goto(urls().demo)
    await page.getByRole('button', { name: 'Pay 10 USDC' }).click()
    const checkout = await openCheckout(page, context)
    await checkout.getByRole('heading', { name: 'Pay 10 USDC' }).waitFor()
    await checkout.getByText(shop).waitFor()

    // The modal waits for the exchange: the checkout is open, then the exchange says IN_PROGRESS.
    const waiting = page.getByRole('dialog', { name: 'Payment' })
    await waiting.getByText('Please complete the payment on Foyer Exchange (test)').waitFor()
    const steps = waiting.getByRole('list', { name: 'Payment progress' })
    await steps
      .locator('li[aria-current="step"]', { hasText: 'Foyer Exchange (test) is processing the payment' })
      .waitFor({ timeout: POLL })
    await expect(steps.getByRole('listitem').first().textContent()).resolves.toContain('(done)')
    await expectNoAxeViolations(page, 'PayLoading (exchange)')

    await checkout.getByRole('textbox', { name: 'Email' }).fill('visitor@exchange.test')
    await checkout.getByLabel('Password').fill('foyer-pay-test')
    await checkout.getByRole('button', { name: 'Log in' }).click()
    await checkout.getByRole('button', { name: 'Confirm payment' }).click()
    await checkout.getByRole('heading', { name: 'Payment sent' }).waitFor({ timeout: 30_000 })

    await waiting.getByText('Payment completed').waitFor({ timeout: 30_000 })
    await waiting.getByText(`10 USDC paid to ${short(shop)}`).waitFor()
    const hash = (await waiting.getByTestId('foyer-pay-hash').getAttribute('title')) as `0x${string}`
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // The checkout's receipt names the same transaction.
    await checkout.getByText(hash).waitFor()
    await expectNoAxeViolations(page, 'PayLoading (exchange success)')

    const receipt = await chain().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await usdcOf(shop)).toBe(before + 10_000_000n)
    await waiting.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByTestId('pay-outcome').textContent()).resolves.toBe(
      `Payment landed on chain: ${hash}`,
    )
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('a checkout cancelled at the exchange ends with its reason in the modal, and Try again goes back to Pay', async () => {
    const { page, context, consoleErrors } = await newPage()
    const before = await usdcOf(shop)
    await page.goto(urls().demo)
    await page.getByRole('button', { name: 'Pay 10 USDC' }).click()
    const checkout = await openCheckout(page, context)
    await checkout.getByRole('button', { name: 'Cancel payment' }).click()
    await checkout.getByRole('heading', { name: 'Payment not completed' }).waitFor()

    const outcome = page.getByRole('dialog', { name: 'Payment' }).getByRole('alert')
    await outcome.getByText('Payment failed').waitFor({ timeout: POLL })
    await outcome.getByText('The payment was cancelled at the exchange.').waitFor()
    await expectNoAxeViolations(page, 'PayLoading (exchange failed)')
    await expect(page.getByTestId('pay-outcome').textContent()).resolves.toBe(
      'The payment failed (EXCHANGE_FAILED)',
    )
    expect(await usdcOf(shop)).toBe(before)

    await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Try again' }).click()
    const pay = page.getByRole('dialog', { name: 'Pay' })
    await pay.getByRole('button', { name: 'Pay with Foyer Exchange (test)' }).waitFor()
    await pay.getByRole('button', { name: 'Pay from wallet' }).waitFor()
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('an asset the exchange does not pay out says so in the Pay view, which stays open', async () => {
    const { page, context, consoleErrors } = await newPage()
    await page.goto(urls().demo)
    // The local exchange pays out EVM assets only: SOL (the Solana wallet's way) is not among them.
    await page.getByRole('button', { name: 'Pay 0.5 SOL' }).click()
    const pay = page.getByRole('dialog', { name: 'Pay' })
    await pay.getByTestId('foyer-pay-summary').getByText('0.5 SOL').waitFor()
    const opened: Page[] = []
    context.on('page', (tab) => opened.push(tab))
    await pay.getByRole('button', { name: 'Pay with Foyer Exchange (test)' }).click()
    await pay.getByRole('alert').getByText('Asset not supported by the selected exchange').waitFor()
    await expectNoAxeViolations(page, 'Pay (asset not supported)')
    // The tab opened in the click closes again; the exchanges stay to pick from, nothing was paid.
    for (const tab of opened) if (!tab.isClosed()) await tab.waitForEvent('close')
    await expect(
      pay.getByRole('button', { name: 'Pay with Foyer Exchange (test)' }).isEnabled(),
    ).resolves.toBe(true)
    await expect(page.getByTestId('pay-outcome').count()).resolves.toBe(0)
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
