import { solanaTestAccounts } from '@foyer/devnet'
import { describe, expect, it } from 'vitest'
import { solanaTestWalletScript } from './solana-wallet/index.js'
import { expectNoAxeViolations } from './support/axe.js'
import { type Page, useBrowser } from './support/browser.js'
import { installTestWallet, plainAccount } from './support/wallet.js'

const { newPage, urls } = useBrowser()

const account = solanaTestAccounts[7]
if (!account) throw new Error('@foyer/devnet has fewer than 8 Solana test accounts')
// The first 4 and the last 6 characters.
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`
// The EVM test wallet's name: the Solana test wallet takes it, so the page sees one wallet in two families.
const name = 'Foyer Test Wallet'

async function chooseNetwork(page: Page, from: RegExp, to: RegExp) {
  await page.getByRole('button', { name: from }).click()
  await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: to }).click()
}

describe('one wallet in two chain families (MULTI_CHAIN)', () => {
  it('lists the wallet once, asks for the family, connects Solana, then EVM through the same entry', async () => {
    const { page, context, consoleErrors } = await newPage({
      init: async (browserContext) => {
        await installTestWallet(browserContext)
        await browserContext.addInitScript(
          solanaTestWalletScript({
            name,
            secretKey: account.secretKey,
            rpcUrls: { 'solana:mainnet': urls().solana, 'solana:devnet': urls().solanaDevnet },
          }),
        )
      },
    })
    await page.goto(urls().demo)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    const wallets = connect.getByRole('list', { name: 'Wallets' })
    const entry = wallets.getByRole('button', { name: new RegExp(name) })
    await entry.waitFor()
    // One entry for the wallet, though both adapters report it.
    expect(await entry.count()).toBe(1)
    expect(await entry.textContent()).toBe(`${name}Installed`)

    // The family view: the wallet's name, EVM and Solana.
    await entry.click()
    const families = page.getByRole('dialog', { name })
    const chains = families.getByRole('list', { name: 'Chains' })
    await chains.waitFor()
    expect(await chains.getByRole('button').allTextContents()).toEqual([
      'Ethereum and EVM networks',
      'Solana',
    ])
    await expectNoAxeViolations(page, 'ConnectingMultiChain')

    // Solana, with the keyboard: the Solana account connects and the modal closes.
    await chains.getByRole('button', { name: 'Solana' }).focus()
    await page.keyboard.press('Enter')
    await families.waitFor({ state: 'hidden' })
    const solanaButton = page.getByRole('button', { name: new RegExp(`SOL ${short(account.publicKey)}`) })
    await solanaButton.waitFor({ timeout: 30_000 })
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __foyerTestWallet: { state: { connected: boolean } } }).__foyerTestWallet
            .state.connected,
      ),
    ).toBe(false)

    // On an EVM network nothing is connected yet: the same entry, now recent, and the EVM family.
    await chooseNetwork(page, /Solana \(local\)/, /Foyer Devnet/)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const again = connect
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: new RegExp(name) })
    await again.waitFor()
    expect(await again.count()).toBe(1)
    expect(await again.textContent()).toBe(`${name}Recent`)
    await again.click()
    await expect
      .poll(() => chains.getByRole('button').allTextContents())
      .toEqual(['Ethereum and EVM networks', 'SolanaConnected'])
    await chains.getByRole('button', { name: 'Ethereum and EVM networks' }).click()
    const evmButton = page.getByRole('button', { name: new RegExp(`ETH ${short(plainAccount)}`) })
    await evmButton.waitFor({ timeout: 30_000 })

    // Both stay connected: back on Solana its account shows without a new connection.
    await chooseNetwork(page, /Foyer Devnet/, /Solana \(local\)/)
    await solanaButton.waitFor()
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
