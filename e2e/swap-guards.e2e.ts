import { addresses } from '@foyer/devnet'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { type Page, useBrowser } from './support/browser.js'
import { freshAccount, idleChain } from './support/devnetControl.js'
import { connectTestWallet, installTestWallet } from './support/wallet.js'

// Swap's guards (issue #29), each on an account of its own so no other test moves its balances.
const { newPage, urls } = useBrowser()
const { usdc } = addresses[31337]

const usdcOf = (owner: Address) =>
  createPublicClient({ transport: http(urls().chainA) }).readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

async function openSwap(page: Page, balance: RegExp = / ETH /) {
  await page.getByRole('button', { name: balance }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap' }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await swap.getByRole('textbox', { name: 'You pay' }).waitFor()
  return swap
}

async function pickToReceive(page: Page, symbol: string) {
  await page
    .getByRole('dialog', { name: 'Swap' })
    .getByRole('button', { name: /^Select token$/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Select token' })
    .getByRole('button', { name: new RegExp(`^${symbol} `) })
    .click()
}

async function switchNetwork(page: Page, from: RegExp, to: RegExp) {
  await page.getByRole('button', { name: from }).click()
  await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: to }).click()
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
}

describe('swap guards', () => {
  it('swaps on a devnet idle for 30 minutes: the deadline counts from the clock, not the old block', async () => {
    const account = await freshAccount('10')
    const { page, consoleErrors } = await newPage({ init: (c) => installTestWallet(c, { account }) })
    await connectTestWallet(page)
    const swap = await openSwap(page)
    await pickToReceive(page, 'USDC')
    const latest = await idleChain(urls().chainA, 30)
    expect(Number(latest)).toBeLessThan(Date.now() / 1000 - 25 * 60)
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.1')
    await swap.getByRole('button', { name: 'Review swap' }).click()
    await page
      .getByRole('dialog', { name: 'Review swap' })
      .getByRole('button', { name: 'Swap', exact: true })
      .click()
    await page.getByText(/^Swapped 0\.1 ETH for [\d,.]+ USDC$/).waitFor({ timeout: 30_000 })
    expect(await usdcOf(account)).toBeGreaterThan(250_000_000n)
    expect(consoleErrors).toEqual([])
  })

  it('starts afresh after a network switch: pays in ETH on Foyer Devnet, quotes without an HTTP error', async () => {
    const account = await freshAccount('10')
    const { page } = await newPage({ init: (c) => installTestWallet(c, { account }) })
    await connectTestWallet(page)
    await switchNetwork(page, /Foyer Devnet/, /Foyer Sidechain/)
    let swap = await openSwap(page, / SIDE /)
    await swap.getByRole('button', { name: 'Pay with SIDE' }).waitFor()
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.5')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })

    await switchNetwork(page, /Foyer Sidechain/, /Foyer Devnet/)
    swap = await openSwap(page)
    await swap.getByRole('button', { name: 'Pay with ETH' }).waitFor()
    // Nothing of the Sidechain's form is left: no amount, no token to receive yet.
    expect(await swap.getByRole('textbox', { name: 'You pay' }).inputValue()).toBe('')
    await swap.getByRole('button', { name: /^Select token$/ }).click()
    const list = page.getByRole('dialog', { name: 'Select token' })
    await list.getByRole('button', { name: /^USDC / }).waitFor()
    expect(await list.getByRole('button', { name: /^SIDE / }).count()).toBe(0)
    await list.getByRole('button', { name: /^USDC / }).click()
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.1')
    await swap.getByRole('button', { name: 'Review swap' }).waitFor()
    expect(await page.getByText(/HTTP status code/).count()).toBe(0)
  })

  it('warns past 5 % of price impact, asks to accept past 15 %, and says when the balance is short', async () => {
    const account = await freshAccount('1000')
    const { page } = await newPage({ init: (c) => installTestWallet(c, { account }) })
    await connectTestWallet(page)
    const swap = await openSwap(page)
    await pickToReceive(page, 'USDC')
    const pay = swap.getByRole('textbox', { name: 'You pay' })
    // The pool holds 100 ETH: 10 ETH moves its price by about 9 %.
    await pay.fill('10')
    await swap.getByRole('button', { name: 'Review swap' }).waitFor()
    await swap
      .getByRole('alert')
      .getByText(/^High price impact: you get [\d.]+% less value than you pay$/)
      .waitFor()
    // 500 ETH takes most of its USDC: over 80 % of the value lost.
    await pay.fill('500')
    await swap
      .getByRole('alert')
      .getByText(/^Very high price impact: you lose 8\d\.\d\d% of the value$/)
      .waitFor()
    await swap.getByRole('button', { name: 'Review swap' }).click()
    const preview = page.getByRole('dialog', { name: 'Review swap' })
    const confirm = preview.getByRole('button', { name: 'Swap', exact: true })
    expect(await confirm.isDisabled()).toBe(true)
    await preview
      .getByRole('checkbox', { name: /^I accept losing 8\d\.\d\d% of the value in this swap$/ })
      .check()
    await expect.poll(() => confirm.isEnabled()).toBe(true)
    // Not sent: it would empty the pool the other tests trade on.
    await preview.getByRole('button', { name: 'Cancel' }).click()

    await pay.fill('5000')
    const short = swap.getByRole('button', { name: 'Insufficient balance' })
    await short.waitFor()
    expect(await short.isDisabled()).toBe(true)
    expect(await usdcOf(account)).toBe(0n)
  })

  it('shows a Max of 17 decimals with 6, both amounts grouped, and USD values under each', async () => {
    const account = await freshAccount('12345.678901234567891')
    const { page } = await newPage({ init: (c) => installTestWallet(c, { account }) })
    await connectTestWallet(page)
    const swap = await openSwap(page)
    await pickToReceive(page, 'USDC')
    await swap.getByRole('button', { name: 'Max' }).click()
    const pay = swap.getByRole('textbox', { name: 'You pay' })
    // 99 % of the balance (1 % stays for the fee): 12222.22211222222221209 ETH, shown with 6 decimals.
    await expect.poll(() => pay.inputValue()).toBe('12,222.222112')
    const receive = swap.getByRole('textbox', { name: 'You receive' })
    await expect.poll(() => receive.inputValue()).toMatch(/^\d{3},\d{3}(\.\d{1,6})?$/)
    await swap
      .getByTestId('foyer-swap-pay-usd')
      .getByText(/^≈ \$[\d,]+\.\d\d$/)
      .waitFor()
    await swap
      .getByTestId('foyer-swap-receive-usd')
      .getByText(/^≈ \$[\d,]+\.\d\d$/)
      .waitFor()
  })
})
