import { addresses, testAccounts } from '@foyer/devnet'
import { createPublicClient, erc20Abi, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './support/axe.js'
import { useBrowser } from './support/browser.js'
import { e2eStackEnv } from './support/ports.js'
import { connectTestWallet, installTestWallet } from './support/wallet.js'

const { newPage, urls } = useBrowser()

// Test account 2 buys: the other files only read its address.
const buyer = testAccounts[2]?.address as `0x${string}`
const usdcBalance = () =>
  createPublicClient({ transport: http(urls().chainA) }).readContract({
    address: addresses[31337].usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [buyer],
  })

describe('buying crypto through the on-ramp', () => {
  it('buys 50 USD of USDC with a test card: a declined card says so, then the tokens arrive and Activity lists them', async () => {
    const { page, context, consoleErrors } = await newPage({
      init: (c) => installTestWallet(c, { account: buyer }),
    })
    await connectTestWallet(page)
    // The account button (by its balance: the address may show as a name).
    await page.getByRole('button', { name: / ETH / }).click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Buy', exact: true })
      .click()
    const buy = page.getByRole('dialog', { name: 'Buy crypto' })
    await buy.getByText('You receive about 49.25 USDC (fee 0.75 USD)').waitFor()
    await expectNoAxeViolations(page, 'OnRampProviders')

    // Outside the card limits, no provider can be picked.
    await buy.getByRole('textbox', { name: 'You pay' }).fill('5')
    await buy.getByText('Amount must be between 10.00 and 7,500.00 USD').waitFor()
    await buy.getByRole('textbox', { name: 'You pay' }).fill('50')
    await buy.getByText('You receive about 49.25 USDC (fee 0.75 USD)').waitFor()

    const before = await usdcBalance()
    const opened = context.waitForEvent('page')
    await buy.getByRole('button', { name: /Foyer Pay/ }).click()
    const provider = await opened
    await page
      .getByRole('dialog', { name: 'Buying crypto' })
      .getByText('Finish buying USDC in the Foyer Pay window')
      .waitFor()
    await provider.getByRole('heading', { name: 'Buy USDC' }).waitFor()
    await provider.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002')
    await provider.getByRole('button', { name: 'Pay with card' }).click()
    await provider.getByRole('alert').getByText('Your card was declined.').waitFor()
    await provider.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await provider.getByRole('button', { name: 'Pay with card' }).click()
    await provider.getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 30_000 })

    const activity = page.getByRole('dialog', { name: 'Buying crypto' })
    await activity.getByText('You received 49.25 USDC').waitFor({ timeout: 30_000 })
    expect((await usdcBalance()) - before).toBe(49_250_000n)
    await expectNoAxeViolations(page, 'OnRampActivity')
    await activity.getByRole('button', { name: 'Done' }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('tab', { name: 'Activity' }).click()
    await account.getByRole('tabpanel', { name: 'Activity' }).getByText('Buy').first().waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('says what it is and where a purchase starts when opened by its address, without an order', async () => {
    const onramp = `http://localhost:${e2eStackEnv().FOYER_ONRAMP_PORT}`
    const { page, context, consoleErrors } = await newPage()
    for (const path of ['/', '/buy']) {
      const response = await page.goto(`${onramp}${path}`)
      expect(response?.status()).toBe(200)
      await page.getByRole('heading', { name: 'Foyer Pay checkout' }).waitFor()
      await page
        .getByText("This is the local on-ramp's checkout. Start a purchase from the app's Buy view")
        .waitFor()
      await expect(page.getByText('This purchase cannot continue').count()).resolves.toBe(0)
    }
    expect(consoleErrors).toEqual([])
    // An order with a fault still says what is wrong with it (a 400 answer).
    await page.goto(`${onramp}/buy?address=0x12&network=eip155:31337`)
    await page.getByRole('heading', { name: 'This purchase cannot continue' }).waitFor()
    await page.getByRole('alert').getByText('The wallet address is missing or not an EVM address.').waitFor()
    await context.close()
  })
})
