import { addresses, ensNames, testAccounts } from '@foyer/devnet'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './support/axe.js'
import { type Page, useBrowser } from './support/browser.js'
import { fillSendForm } from './support/sendForm.js'
import { connectTestWallet, installTestWallet, wallet } from './support/wallet.js'

const { newPage, urls } = useBrowser()

// Test account 7 sends: no other e2e file uses it, so balances and history here are this file's own.
const sender = testAccounts[7]?.address
if (!sender) throw new Error('@foyer/devnet has fewer than 8 test accounts')
const alice = ensNames.find((entry) => entry.name === 'alice.eth')?.owner
if (!alice) throw new Error('alice.eth missing from the devnet names')
const usdc = addresses[31337].usdc
const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`
// 3 decimals rounded half up, as the modal shows them, grouped in thousands.
const grouped = (numeric: string) => {
  const [whole = '0', fraction = ''] = numeric.split('.')
  const padded = fraction.padEnd(4, '0')
  const thousandths = BigInt(`${whole}${padded.slice(0, 3)}`) + (Number(padded[3]) >= 5 ? 1n : 0n)
  const [w, f] = [(thousandths / 1000n).toString(), (thousandths % 1000n).toString().padStart(3, '0')]
  return `${w.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${f}`
}

const usdcBalance = (address: `0x${string}`) =>
  createPublicClient({ transport: http(urls().chainA) }).readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

async function connect(page: Page) {
  await connectTestWallet(page)
  // The account button opens Account.
  await page.getByRole('button', { name: shortAddress(sender as string) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByText(shortAddress(sender as string)).waitFor()
  return account
}

const asSender = (context: Parameters<typeof installTestWallet>[0]) =>
  installTestWallet(context, { account: sender })

describe('sending tokens', () => {
  it("shows the account's real balances with USD values in the Tokens tab", async () => {
    const { page, context, consoleErrors } = await newPage({ init: asSender })
    const account = await connect(page)
    const panel = account.getByRole('tabpanel', { name: 'Tokens' })
    const onChain = grouped(formatUnits(await usdcBalance(sender), 6))
    await panel.getByText(`${onChain} USDC`).waitFor()
    const rows = await panel.getByTestId('foyer-token').allTextContents()
    expect(rows.some((row) => / ETH/.test(row))).toBe(true)
    for (const row of rows) expect(row).toMatch(/\$[\d,]+\.\d{2}$/)
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('sends 1.5 USDC to alice.eth, then Activity lists it and her balance changed on chain', async () => {
    const { page, context, consoleErrors } = await newPage({ init: asSender })
    const account = await connect(page)
    await account.getByRole('button', { name: 'Send' }).click()
    const form = page.getByRole('dialog', { name: 'Send' })
    const submit = form.locator('button[type="submit"]')
    const status = form.getByTestId('foyer-send-status')
    const token = form.getByLabel('Token')
    // The native currency is picked at once; nothing is said to a form the visitor has not touched.
    await expect.poll(() => token.inputValue()).toBe('native:ETH')
    await expect(status.textContent()).resolves.toBe('')
    await expect(submit.textContent()).resolves.toBe('Review send')
    await expect(submit.isDisabled()).resolves.toBe(true)

    const usdcOption = token.locator('option', { hasText: 'USDC' })
    await usdcOption.waitFor({ state: 'attached' })
    const usdcBefore = await usdcOption.textContent()
    await token.selectOption((await usdcOption.getAttribute('value')) ?? '')
    await status.filter({ hasText: 'An amount and receiver address are required' }).waitFor()
    // Too much is said at once, even with To still empty.
    await form.getByLabel('Amount').fill('1000000')
    await status.filter({ hasText: 'Insufficient balance' }).waitFor()
    // A name nobody holds is said to be unknown, not an invalid address.
    await form.getByLabel('Amount').fill('1')
    await form.getByLabel('To', { exact: true }).fill('nobody-here.eth')
    await status.filter({ hasText: 'No address found for this name' }).waitFor()
    await form.getByLabel('To', { exact: true }).fill('')
    await form.getByLabel('Amount').fill('abc')
    await status.filter({ hasText: 'Incorrect amount' }).waitFor()
    await form.getByLabel('Amount').fill('1.5')
    await form.getByLabel('To', { exact: true }).fill('alice.eth')
    // Both typed: the stale 'required' goes at once, before the receiver is even looked up.
    await expect(status.textContent()).resolves.toBe('')
    // The receiver's name and address show before anything is sent, and the fee in ETH and USD.
    await form.getByTestId('foyer-send-receiver').getByText('alice.eth').waitFor()
    await form.getByTestId('foyer-send-receiver').getByText(shortAddress(alice)).waitFor()
    await form
      .getByTestId('foyer-send-fee')
      .getByText(/^[\d.]+ ETH \(\$[\d.,]+\)$/)
      .waitFor()
    await expectNoAxeViolations(page, 'Send')

    await form.getByRole('button', { name: 'Review send' }).click()
    await page.getByRole('dialog', { name: 'Review send' }).waitFor()
    // The same dialog is named 'Sent' once the send went out.
    const preview = page.getByRole('dialog')
    await preview.getByText('1.5 USDC').waitFor()
    const previewReceiver = preview.getByTestId('foyer-send-preview-receiver')
    await previewReceiver.getByText('alice.eth').waitFor()
    // Where the name points shows too: shortened, in full in the title.
    await previewReceiver.getByText(shortAddress(alice)).waitFor()
    await previewReceiver.getByTitle(alice).waitFor()
    await expectNoAxeViolations(page, 'Review send')

    const before = await usdcBalance(alice)
    await preview.getByRole('button', { name: 'Send' }).click()
    await preview.getByText('Transaction sent', { exact: true }).waitFor({ timeout: 30_000 })
    // The title says it was sent, no longer 'Review send'.
    await page.getByRole('dialog', { name: 'Sent' }).waitFor()
    // The devnet has no block explorer: the shortened hash stands in for the link.
    await expect(preview.getByTestId('foyer-send-hash').textContent()).resolves.toMatch(
      /^0x[0-9a-f]{2}…[0-9a-f]{6}$/,
    )
    const snackbar = page.getByText(/^Transaction sent 0x/)
    await snackbar.waitFor()
    // The snackbar sits where it covers nothing the visitor may press next.
    const snack = await snackbar.boundingBox()
    const targets = {
      'Back to account': preview.getByRole('button', { name: 'Back to account', exact: true }),
      Back: preview.getByRole('button', { name: 'Back', exact: true }),
      'the hash': preview.getByTestId('foyer-send-hash'),
      'the outcome': preview.getByText('Transaction sent', { exact: true }),
    }
    for (const [name, target] of Object.entries(targets)) {
      const box = await target.boundingBox()
      const overlaps =
        !!snack &&
        !!box &&
        snack.x < box.x + box.width &&
        box.x < snack.x + snack.width &&
        snack.y < box.y + box.height &&
        box.y < snack.y + snack.height
      expect(overlaps, `the snackbar covers ${name}`).toBe(false)
    }
    await expectNoAxeViolations(page, 'Review send (sent)')
    expect((await usdcBalance(alice)) - before).toBe(1_500_000n)

    // Back starts over: an empty form with the balance after the send, not the same send once more.
    await preview.getByRole('button', { name: 'Back', exact: true }).click()
    const again = page.getByRole('dialog', { name: 'Send' })
    await expect(again.getByLabel('Amount').inputValue()).resolves.toBe('')
    await expect(again.getByLabel('To', { exact: true }).inputValue()).resolves.toBe('')
    await expect.poll(() => again.getByLabel('Token').inputValue()).toBe('native:ETH')
    await expect
      .poll(() => again.getByLabel('Token').locator('option', { hasText: 'USDC' }).textContent(), {
        timeout: 10_000,
      })
      .not.toBe(usdcBefore)
    await again.getByRole('button', { name: 'Back', exact: true }).click()
    const back = page.getByRole('dialog', { name: 'Account' })
    const activity = back.getByRole('tab', { name: 'Activity' })
    const row = back.getByTestId('foyer-activity').filter({ hasText: '-1.500 USDC' })
    // The history service indexes new blocks about once a second: reopen the tab until the row is in.
    for (let attempt = 0; attempt < 10 && !(await row.count()); attempt++) {
      await back.getByRole('tab', { name: 'Tokens' }).click()
      await activity.click()
      await row
        .first()
        .waitFor({ timeout: 1_500 })
        .catch(() => {})
    }
    const text = (await row.first().textContent()) ?? ''
    expect(text).toContain('Send')
    // The receiver by name: the history service only knows the token contract of a transfer.
    expect(text).toContain('alice.eth')
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('sends the native currency with the balance service down: it needs only the chain', async () => {
    const { page, context } = await newPage({ init: asSender })
    await page.route('**/v1/account/*/balance?**', (route) => route.abort('connectionrefused'))
    const account = await connect(page)
    await account.getByRole('button', { name: 'Send' }).click()
    const preview = await fillSendForm(page, { symbol: 'ETH', amount: '0.01', to: 'alice.eth' })
    await preview.getByText('0.01 ETH').waitFor()
    const chain = createPublicClient({ transport: http(urls().chainA) })
    const before = await chain.getBalance({ address: alice })
    await preview.getByRole('button', { name: 'Send' }).click()
    await preview.getByText('Transaction sent', { exact: true }).waitFor({ timeout: 30_000 })
    // The title says it was sent, no longer 'Review send'.
    await page.getByRole('dialog', { name: 'Sent' }).waitFor()
    expect((await chain.getBalance({ address: alice })) - before).toBe(10n ** 16n)
    await context.close()
  })

  it("shows the wallet's rejection and sends nothing", async () => {
    const { page, context } = await newPage({ init: asSender })
    const account = await connect(page)
    await account.getByRole('button', { name: 'Send' }).click()
    const preview = await fillSendForm(page, { symbol: 'USDC', amount: '1', to: alice.slice(2) })
    const before = await usdcBalance(alice)
    await wallet(page).rejectNext()
    await preview.getByRole('button', { name: 'Send' }).click()
    await preview.locator('.foyer-error').getByText('User rejected the request.').waitFor()
    expect(await usdcBalance(alice)).toBe(before)
    await context.close()
  })
})
