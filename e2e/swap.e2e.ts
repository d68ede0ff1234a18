import { addresses, testAccounts } from '@foyer/devnet'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './support/axe.js'
import { type Page, useBrowser } from './support/browser.js'
import { connectTestWallet, installTestWallet, wallet } from './support/wallet.js'

const { newPage, urls } = useBrowser()

// Test account 1 (alice.eth) swaps; send.e2e.ts sends it USDC, so each test measures its own change.
const swapper = testAccounts[1]?.address
if (!swapper) throw new Error('@foyer/devnet has fewer than 2 test accounts')
const { usdc, foy } = addresses[31337]

const balanceOf = (token: `0x${string}`) =>
  createPublicClient({ transport: http(urls().chainA) }).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [swapper as `0x${string}`],
  })
const sentTransactions = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __foyerTestWallet: { requests: string[] } }).__foyerTestWallet.requests.filter(
        (method) => method === 'eth_sendTransaction',
      ).length,
  )

async function openSwap(page: Page) {
  await connectTestWallet(page)
  // The account button: its balance (the address shows as alice.eth once the name resolves).
  await page.getByRole('button', { name: / ETH / }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap' }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await swap.getByRole('textbox', { name: 'You pay' }).waitFor()
  return swap
}

/** Picks a token for one side through the token list. */
async function pickToken(page: Page, side: RegExp, symbol: string) {
  await page.getByRole('dialog', { name: 'Swap' }).getByRole('button', { name: side }).click()
  const list = page.getByRole('dialog', { name: 'Select token' })
  await list.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
  await list.getByRole('button', { name: new RegExp(`^${symbol} `) }).click()
}

/** Types an amount and waits for the quote; resolves the quoted amount. */
async function quote(page: Page, amount: string): Promise<number> {
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await swap.getByRole('textbox', { name: 'You pay' }).fill(amount)
  const receive = swap.getByRole('textbox', { name: 'You receive' })
  await swap.getByRole('button', { name: 'Review swap' }).waitFor()
  return Number(await receive.inputValue())
}

const asSwapper = (context: Parameters<typeof installTestWallet>[0]) =>
  installTestWallet(context, { account: swapper })

describe('swapping tokens', () => {
  it('swaps 0.1 ETH to USDC: the balance on chain rises by the quote, within the 1 % slippage', async () => {
    const { page, consoleErrors } = await newPage({ init: asSwapper })
    const swap = await openSwap(page)
    await expectNoAxeViolations(page, 'Swap')
    await swap.getByRole('button', { name: 'Select token' }).click()
    await page
      .getByRole('dialog', { name: 'Select token' })
      .getByRole('list', { name: 'All tokens' })
      .waitFor()
    await expectNoAxeViolations(page, 'SwapSelectToken')
    await page
      .getByRole('dialog', { name: 'Select token' })
      .getByRole('button', { name: /^USDC / })
      .click()
    const quoted = await quote(page, '0.1')
    expect(quoted).toBeGreaterThan(250)
    await swap.getByText('Provider fee (0.85 %)').waitFor()
    const before = await balanceOf(usdc)
    await swap.getByRole('button', { name: 'Review swap' }).click()
    const preview = page.getByRole('dialog', { name: 'Review swap' })
    await preview.getByText(`Swap 0.1 ETH for about ${quoted} USDC`).waitFor()
    await expectNoAxeViolations(page, 'SwapPreview')
    await preview.getByRole('button', { name: 'Swap', exact: true }).click()
    await page.getByText(`Swapped 0.1 ETH for ${quoted} USDC`).waitFor({ timeout: 30_000 })
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    const gained = Number(((await balanceOf(usdc)) - before) / 1000n) / 1000
    expect(gained).toBeGreaterThanOrEqual(quoted * 0.99 - 0.000001)
    expect(gained).toBeLessThanOrEqual(quoted + 0.000001)
    expect(consoleErrors).toEqual([])
  })

  it('swaps USDC to FOY after an approval: two wallet requests, approval first', async () => {
    const { page } = await newPage({ init: asSwapper })
    await openSwap(page)
    await pickToken(page, /^Pay with ETH$/, 'USDC')
    await pickToken(page, /^Select token$/, 'FOY')
    await quote(page, '10')
    const before = await balanceOf(foy)
    const swap = page.getByRole('dialog', { name: 'Swap' })
    await swap.getByRole('button', { name: 'Review swap' }).click()
    await page
      .getByRole('dialog', { name: 'Review swap' })
      .getByRole('button', { name: 'Swap', exact: true })
      .click()
    await page.getByText(/^Swapped 10 USDC for [\d.]+ FOY$/).waitFor({ timeout: 30_000 })
    expect(await sentTransactions(page)).toBe(2)
    expect(await balanceOf(foy)).toBeGreaterThan(before + parseUnits('6', 18))
  })

  it('says an amount above the balance is too much, and a rejected approval sends nothing', async () => {
    const { page } = await newPage({ init: asSwapper })
    const swap = await openSwap(page)
    await pickToken(page, /^Select token$/, 'USDC')
    await swap.getByRole('textbox', { name: 'You pay' }).fill('100000')
    await swap.getByRole('button', { name: 'Insufficient balance' }).waitFor()
    expect(await swap.getByRole('button', { name: 'Insufficient balance' }).isDisabled()).toBe(true)

    // FOY was never approved by this account: the swap starts with an approval, which the visitor refuses.
    await pickToken(page, /^Pay with ETH$/, 'FOY')
    await quote(page, '5')
    const before = await balanceOf(foy)
    await swap.getByRole('button', { name: 'Review swap' }).click()
    await wallet(page).rejectNext()
    const preview = page.getByRole('dialog', { name: 'Review swap' })
    await preview.getByRole('button', { name: 'Swap', exact: true }).click()
    await preview.getByRole('alert').getByText('User rejected the request.').waitFor()
    expect(await sentTransactions(page)).toBe(1)
    expect(await balanceOf(foy)).toBe(before)
  })
})
