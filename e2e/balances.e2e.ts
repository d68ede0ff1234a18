import { testAccounts } from '@foyer/devnet'
import { parseEther, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { type Page, useBrowser } from './support/browser.js'
import { chainRpc, freshAccount, setNativeBalance } from './support/devnetControl.js'
import { connectTestWallet, installTestWallet } from './support/wallet.js'

// One source of truth for balances (issue #29): the header, the Account view, Tokens, Swap and Max agree,
// after funding, after a swap; Activity shows both sides of a swap and keeps resolved names.
const { newPage, urls } = useBrowser()
const alice = testAccounts[1]?.address
if (!alice) throw new Error('@foyer/devnet has fewer than 2 test accounts')

async function openAccount(page: Page, balance: RegExp) {
  await page.getByRole('button', { name: balance }).click()
  return page.getByRole('dialog', { name: 'Account' })
}

describe('balances stay in step', () => {
  it('an account funded after connecting: the header and Account balance follow the Tokens tab', async () => {
    const account = await freshAccount('0')
    const { page } = await newPage({ init: (c) => installTestWallet(c, { account }) })
    await connectTestWallet(page)
    await page.getByRole('button', { name: /^0\.000 ETH / }).waitFor()
    await setNativeBalance(urls().chainA, account, '3')
    const view = await openAccount(page, /^0\.000 ETH /)
    await view.getByRole('tabpanel', { name: 'Tokens' }).getByText('3.000 ETH').waitFor()
    await expect.poll(() => view.getByTestId('foyer-balance').textContent()).toBe('3.000 ETH')
    await page.getByRole('button', { name: /^3\.000 ETH / }).waitFor()
  })

  it('after a swap: Swap shows the new balances and Max uses them; Activity shows both sides', async () => {
    const account = await freshAccount('5')
    const { page, consoleErrors } = await newPage({ init: (c) => installTestWallet(c, { account }) })
    await connectTestWallet(page)
    let view = await openAccount(page, / ETH /)
    await view.getByRole('button', { name: 'Swap' }).click()
    const swap = page.getByRole('dialog', { name: 'Swap' })
    await swap.getByText('Balance: 5.000 ETH').waitFor()
    await swap.getByRole('button', { name: /^Select token$/ }).click()
    await page
      .getByRole('dialog', { name: 'Select token' })
      .getByRole('button', { name: /^USDC / })
      .click()
    await swap.getByRole('textbox', { name: 'You pay' }).fill('1')
    await swap.getByRole('button', { name: 'Review swap' }).click()
    await page
      .getByRole('dialog', { name: 'Review swap' })
      .getByRole('button', { name: 'Swap', exact: true })
      .click()
    await page.getByText(/^Swapped 1 ETH for [\d,.]+ USDC$/).waitFor({ timeout: 30_000 })
    view = page.getByRole('dialog', { name: 'Account' })
    // The header, the Account view and Tokens: 5 ETH less the 1 swapped and the gas (rounded to 3 decimals,
    // a small gas bill reads 4.000).
    await expect.poll(() => view.getByTestId('foyer-balance').textContent()).toMatch(/^(3\.99\d|4\.000) ETH$/)
    await view
      .getByRole('tabpanel', { name: 'Tokens' })
      .getByText(/^(3\.99\d|4\.000) ETH$/)
      .waitFor()

    await view.getByRole('tab', { name: 'Activity' }).click()
    const row = view.getByTestId('foyer-activity').first()
    await row.getByText('-1.000 ETH').waitFor({ timeout: 20_000 })
    await row.getByText(/^\+[\d,]+\.\d{3} USDC$/).waitFor()

    await view.getByRole('button', { name: 'Swap' }).click()
    await swap.getByText(/^Balance: (3\.99\d|4\.000) ETH$/).waitFor()
    await swap.getByRole('button', { name: 'Max' }).click()
    const payField = swap.getByRole('textbox', { name: 'You pay' })
    // Max fills the field once the fee it keeps back is estimated.
    await expect
      .poll(async () => Number((await payField.inputValue()).replaceAll(',', '')))
      .toBeGreaterThan(3.9)
    const max = Number((await payField.inputValue()).replaceAll(',', ''))
    expect(max).toBeGreaterThan(3.9)
    expect(max).toBeLessThan(3.99)
    expect(consoleErrors).toEqual([])
  })

  it('Activity keeps the resolved name of a counterparty (alice.eth), not its lower-case address', async () => {
    const account = await freshAccount('1')
    // alice.eth (an unlocked devnet account) pays the new account.
    await chainRpc(urls().chainA, 'eth_sendTransaction', [
      { from: alice, to: account, value: toHex(parseEther('0.25')) },
    ])
    const { page } = await newPage({ init: (c) => installTestWallet(c, { account }) })
    await connectTestWallet(page)
    const view = await openAccount(page, / ETH /)
    await view.getByRole('tab', { name: 'Activity' }).click()
    const row = view.getByTestId('foyer-activity').first()
    await row.getByText('+0.250 ETH').waitFor({ timeout: 20_000 })
    await row.getByText('alice.eth').waitFor()
    // Reopened, the name is still there.
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    const again = await openAccount(page, / ETH /)
    await again.getByRole('tab', { name: 'Activity' }).click()
    await again.getByTestId('foyer-activity').first().getByText('alice.eth').waitFor()
    expect(await again.getByTestId('foyer-activity').first().textContent()).not.toContain(
      alice.toLowerCase().slice(0, 4),
    )
  })
})
