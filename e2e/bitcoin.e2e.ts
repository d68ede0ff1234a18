// Bitcoin beside EVM in one modal: a wallet-standard Bitcoin wallet (the test wallet, holding regtest test
// account 2) connects, shows its payment address and its balance from the regtest ledger, sends 0.001 BTC
// through the modal's Send (the adapter builds the PSBT, the wallet signs, the ledger accepts it), signs a
// BIP-322 message the demo and bip322-js verify, and signs a PSBT that the ledger accepts once finalized.
import { bitcoinTestAccounts } from '@foyer/devnet'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { bitcoinTestWalletScript } from './bitcoin-wallet/index.js'
import { expectNoAxeViolations } from './support/axe.js'
import { type Page, useBrowser } from './support/browser.js'
import { fillSendForm } from './support/sendForm.js'

const { newPage, urls } = useBrowser()

const owner = bitcoinTestAccounts[2]
const receiver = bitcoinTestAccounts[3]
if (!owner || !receiver) throw new Error('@foyer/devnet has fewer than 4 Bitcoin test accounts')
const payment = owner.payment.address
// The first 4 and the last 6 characters.
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

type Stats = { funded_txo_sum: number; spent_txo_sum: number }
type AddressInfo = { chain_stats: Stats; mempool_stats: Stats }

/** An address's confirmed and mempool satoshis, from the ledger's Esplora API. */
async function sats(address: string) {
  const info = (await (await fetch(`${urls().bitcoin}/address/${address}`)).json()) as AddressInfo
  const net = (s: Stats) => BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum)
  return { confirmed: net(info.chain_stats), pending: net(info.mempool_stats) }
}

/** Mines the next block now (the ledger's own extension), rather than waiting for its timer. */
async function mine() {
  const response = await fetch(`${urls().bitcoin}/regtest/mine`, { method: 'POST' })
  expect(response.status).toBe(200)
}

async function signMessage(page: Page, message: string) {
  await page.locator('#sign-message').fill(message)
  await page.getByRole('button', { name: 'Sign', exact: true }).click()
}

describe('Bitcoin in the modal', () => {
  it('connects a Bitcoin wallet, shows its regtest balance, sends 0.001 BTC, signs a message and a PSBT', async () => {
    const { page, context, consoleErrors } = await newPage({
      init: async (browserContext) => {
        await browserContext.addInitScript(
          bitcoinTestWalletScript({
            payment: { privateKey: owner.payment.privateKey, path: owner.payment.path },
            taproot: { privateKey: owner.taproot.privateKey, path: owner.taproot.path },
            esploraUrl: urls().bitcoin,
          }),
        )
      },
    })
    await page.goto(urls().demo)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    const wallet = connect.getByRole('button', { name: /Foyer Bitcoin Test Wallet/ })
    await wallet.waitFor()
    await expectNoAxeViolations(page, 'Connect (with a Bitcoin wallet)')
    await wallet.click()
    await connect.waitFor({ state: 'hidden' })

    // The payment address (P2WPKH, not the ordinals one), BTC from the ledger in the button and the Account view.
    const accountButton = page.getByRole('button', { name: new RegExp(`BTC ${short(payment)}`) })
    await accountButton.waitFor({ timeout: 30_000 })
    await accountButton.click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(short(payment)).waitFor()
    await account.getByTestId('foyer-balance').getByText('10.000 BTC').waitFor({ timeout: 30_000 })
    // The ordinals (taproot) address is listed, not paid from.
    const ordinals = account.getByTestId('foyer-ordinals-address')
    await expect(ordinals.getAttribute('title')).resolves.toBe(owner.taproot.address)
    const tokens = account.getByRole('tabpanel', { name: 'Tokens' })
    await tokens.getByText('10.000 BTC').waitFor({ timeout: 30_000 })
    await expectNoAxeViolations(page, 'Account (Bitcoin)')

    // Send 0.001 BTC to test account 3: a bad address first, then the real one; the ledger takes it.
    const before = await sats(receiver.payment.address)
    await account.getByRole('button', { name: 'Send' }).click()
    // A mainnet address is refused on regtest (the adapter decodes it for the network).
    const form = page.getByRole('dialog', { name: 'Send' })
    const btc = form.getByLabel('Token').locator('option', { hasText: 'BTC' })
    await btc.first().waitFor({ state: 'attached' })
    await form.getByLabel('Token').selectOption((await btc.first().getAttribute('value')) ?? '')
    await form.getByLabel('Amount').fill('0.001')
    await form.getByLabel('To', { exact: true }).fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    await form.getByText('Invalid address').waitFor()
    const review = await fillSendForm(page, { symbol: 'BTC', amount: '0.001', to: receiver.payment.address })
    await review.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Transaction sent', { exact: true }).waitFor({ timeout: 30_000 })
    const after = await sats(receiver.payment.address)
    // In the mempool, or already in a block: the ledger mines one every 5 s, and one may have come since.
    expect(after.pending + after.confirmed - (before.pending + before.confirmed)).toBe(100_000n)
    await page.keyboard.press('Escape')

    // The next block confirms it: the receiver's confirmed balance and the sender's Activity change.
    await mine()
    expect((await sats(receiver.payment.address)).confirmed - before.confirmed).toBe(100_000n)
    await accountButton.click()
    await account.getByRole('tab', { name: 'Activity' }).click()
    const row = account
      .getByRole('tabpanel', { name: 'Activity' })
      .getByTestId('foyer-activity')
      .filter({ hasText: '-0.001 BTC' })
    await row.first().waitFor({ timeout: 30_000 })
    expect(await row.first().textContent()).toContain(short(receiver.payment.address))
    await expectNoAxeViolations(page, 'Account Activity (Bitcoin)')
    await page.keyboard.press('Escape')

    // Sign a message: BIP-322, verified by the demo and again here with bip322-js.
    const message = 'Hello from Bitcoin'
    await signMessage(page, message)
    await page.getByText(`Signature verified for ${payment}`).waitFor()
    const signature = await page.getByTestId('signature').getAttribute('data-signature')
    expect(Verifier.verifySignature(payment, message, signature ?? '')).toBe(true)
    expect(Verifier.verifySignature(payment, 'Something else', signature ?? '')).toBe(false)
    await page.evaluate(() =>
      (
        window as unknown as { __foyerBitcoinTestWallet: { rejectNext(): void } }
      ).__foyerBitcoinTestWallet.rejectNext(),
    )
    await signMessage(page, 'Please reject this')
    await page.getByRole('alert').getByText('User rejected the request.').waitFor()

    // Sign a PSBT through the adapter: the finalized transaction is valid, and the ledger accepts it.
    await page.getByRole('button', { name: 'Sign PSBT' }).click()
    const outcome = page.getByTestId('psbt-outcome')
    await outcome.waitFor()
    const hex = (await outcome.getAttribute('data-hex')) ?? ''
    const accepted = await fetch(`${urls().bitcoin}/tx`, { method: 'POST', body: hex })
    expect(await accepted.text()).toMatch(/^[0-9a-f]{64}$/)
    expect(accepted.status).toBe(200)

    // A reload keeps the connection.
    await page.reload()
    await accountButton.waitFor({ timeout: 30_000 })
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
