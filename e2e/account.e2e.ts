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
    for (const row of rows) expect(row).toMatch(/\$[\d,]+\.\d{2}$/)
    await expectNoAxeViolations(page, 'Account (Tokens)')

    await account.getByRole('tab', { name: 'NFTs' }).click()
    await account.getByRole('tabpanel', { name: 'NFTs' }).waitFor()
    await expectNoAxeViolations(page, 'Account (NFTs)')
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
})
