import { solanaTestAccounts } from '@foyer/devnet'
import { describe, expect, it } from 'vitest'
import { solanaTestWalletScript } from './solana-wallet/index.js'
import { expectNoAxeViolations } from './support/axe.js'
import { type Page, useBrowser } from './support/browser.js'
import { fillSendForm } from './support/sendForm.js'
import { installTestWallet, plainAccount } from './support/wallet.js'

const { newPage, urls } = useBrowser()

const owner = solanaTestAccounts[5]
const receiver = solanaTestAccounts[6]
if (!owner || !receiver) throw new Error('@foyer/devnet has fewer than 7 Solana test accounts')
// The first 4 and the last 6 characters.
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

async function lamports(address: string): Promise<bigint> {
  const response = await fetch(urls().solana, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}

async function signMessage(page: Page, message: string) {
  await page.locator('#sign-message').fill(message)
  await page.getByRole('button', { name: 'Sign', exact: true }).click()
}

async function chooseNetwork(page: Page, from: RegExp, to: RegExp) {
  await page.getByRole('button', { name: from }).click()
  await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: to }).click()
}

describe('Solana beside EVM in one modal', () => {
  it('connects a wallet-standard Solana wallet, shows SOL and USDC, sends SOL, signs, and keeps EVM alongside', async () => {
    const { page, context, consoleErrors } = await newPage({
      init: async (browserContext) => {
        await installTestWallet(browserContext)
        await browserContext.addInitScript(
          solanaTestWalletScript({
            secretKey: owner.secretKey,
            rpcUrls: { 'solana:mainnet': urls().solana, 'solana:devnet': urls().solanaDevnet },
          }),
        )
      },
    })
    await page.goto(urls().demo)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    const solanaWallet = connect.getByRole('button', { name: /Foyer Solana Test Wallet/ })
    await solanaWallet.waitFor()
    await expectNoAxeViolations(page, 'Connect (EVM and Solana wallets)')
    await solanaWallet.click()
    await connect.waitFor({ state: 'hidden' })

    // The Solana account: base58 address shortened, SOL from the ledger, SOL and USDC in Tokens.
    const accountButton = page.getByRole('button', { name: new RegExp(`SOL ${short(owner.publicKey)}`) })
    await accountButton.waitFor({ timeout: 30_000 })
    await accountButton.click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(short(owner.publicKey)).waitFor()
    await account.getByTestId('foyer-balance').getByText('100.000 SOL').waitFor()
    const tokens = account.getByRole('tabpanel', { name: 'Tokens' })
    await tokens.getByText('10,000.000 USDC').waitFor()
    await tokens.getByText('100.000 SOL').waitFor()
    await expectNoAxeViolations(page, 'Account (Solana)')

    // Send 0.25 SOL to another test address through the modal's Send.
    const before = await lamports(receiver.publicKey)
    await account.getByRole('button', { name: 'Send' }).click()
    const review = await fillSendForm(page, { symbol: 'SOL', amount: '0.25', to: receiver.publicKey })
    await review.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Transaction sent', { exact: true }).waitFor({ timeout: 30_000 })
    expect((await lamports(receiver.publicKey)) - before).toBe(250_000_000n)
    await page.keyboard.press('Escape')

    // Activity lists it.
    await accountButton.click()
    await account.getByRole('tab', { name: 'Activity' }).click()
    const row = account
      .getByRole('tabpanel', { name: 'Activity' })
      .getByTestId('foyer-activity')
      .filter({ hasText: '-0.250 SOL' })
    await row.first().waitFor({ timeout: 30_000 })
    expect(await row.first().textContent()).toContain(short(receiver.publicKey))
    await page.keyboard.press('Escape')

    // Sign a message: the demo checks the ed25519 signature against the address; a rejection says the user-facing text.
    await signMessage(page, 'Hello from Solana')
    await page.getByText(`Signature verified for ${owner.publicKey}`).waitFor()
    await page.evaluate(() =>
      (
        window as unknown as { __foyerSolanaTestWallet: { rejectNext(): void } }
      ).__foyerSolanaTestWallet.rejectNext(),
    )
    await signMessage(page, 'Please reject this')
    await page.getByRole('alert').getByText('User rejected the request.').waitFor()

    // An EVM network picked from the Account view's network row: nothing is connected there yet, so
    // the Account view says so and offers Connect (and the Solana account, one tap back).
    await accountButton.click()
    await account.getByRole('button', { name: /Network: Solana \(local\)/ }).click()
    await page
      .getByRole('dialog', { name: 'Choose Network' })
      .getByRole('button', { name: /Foyer Devnet/ })
      .click()
    const elsewhere = account.getByTestId('foyer-account-elsewhere')
    await elsewhere.getByText('No Foyer Devnet wallet is connected').waitFor()
    await elsewhere
      .getByRole('button', { name: new RegExp(`Solana \\(local\\) ${short(owner.publicKey)} Connected`) })
      .waitFor()
    await expectNoAxeViolations(page, 'Account (no wallet on the picked network)')
    // The EVM wallet joins the Solana one through the Connect it offers.
    await elsewhere.getByRole('button', { name: 'Connect Wallet' }).click()
    await connect.getByRole('button', { name: /Foyer Test Wallet/ }).click()
    const evmButton = page.getByRole('button', { name: new RegExp(`ETH ${short(plainAccount)}`) })
    await evmButton.waitFor({ timeout: 30_000 })

    // Back to Solana and again to EVM: each shows its own account, nothing reconnects.
    await chooseNetwork(page, /Foyer Devnet/, /Solana \(local\)/)
    await accountButton.waitFor()
    await chooseNetwork(page, /Solana \(local\)/, /Foyer Devnet/)
    await evmButton.waitFor()

    // A reload keeps both connections.
    await page.reload()
    await evmButton.waitFor({ timeout: 30_000 })
    await chooseNetwork(page, /Foyer Devnet/, /Solana \(local\)/)
    await accountButton.waitFor({ timeout: 30_000 })
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
