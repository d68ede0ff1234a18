import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './support/axe.js'
import { useBrowser } from './support/browser.js'
import { installTestWallet, plainAccount, wallet } from './support/wallet.js'

const { newPage, urls } = useBrowser()

/** The balance as the modal must show it: grouped whole units, 3 decimals, rounded to the nearest. */
async function expectedBalance(rpcUrl: string, symbol: string) {
  const wei = await createPublicClient({ transport: http(rpcUrl) }).getBalance({ address: plainAccount })
  // Whole thousandths, half up, counted in wei so no float rounds it.
  const thousandths = (wei + 500_000_000_000_000n) / 1_000_000_000_000_000n
  const [whole, fraction] = [thousandths / 1000n, thousandths % 1000n]
  return `${whole.toLocaleString('en-US')}.${fraction.toString().padStart(3, '0')} ${symbol}`
}

const shortAddress = `${plainAccount.slice(0, 4)}…${plainAccount.slice(-6)}`

describe('connecting the injected test wallet', () => {
  it('connects, shows the account and balance, switches chain, survives a reload and disconnects', async () => {
    const { page, context, consoleErrors } = await newPage({ init: installTestWallet })
    await page.goto(urls().demo)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()

    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.waitFor()
    // An announced wallet puts the wallet method first: the wallet list comes before the email field.
    const walletButton = dialog.getByRole('button', { name: /Foyer Test Wallet/ })
    await expect(walletButton.textContent()).resolves.toContain('Installed')
    const walletFirst = await page.evaluate(() => {
      const list = document.querySelector('[role="dialog"] [aria-label="Wallets"]')
      const email = document.querySelector('[role="dialog"] input[type="email"]')
      return Boolean(list && email && list.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING)
    })
    expect(walletFirst).toBe(true)
    await expectNoAxeViolations(page, 'Connect')

    await walletButton.click()
    // Connected: the modal closes (as the hosted kit's does); the button now names the account.
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: new RegExp(shortAddress) }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.waitFor()
    await account.getByText(shortAddress).waitFor()
    // The header's balance (the Tokens tab may list the same amount).
    await account
      .getByTestId('foyer-balance')
      .getByText(await expectedBalance(urls().chainA, 'ETH'))
      .waitFor()
    await expectNoAxeViolations(page, 'Account')

    await account.getByRole('button', { name: /Foyer Devnet/ }).click()
    const networks = page.getByRole('dialog', { name: 'Choose Network' })
    await networks.waitFor()
    await expectNoAxeViolations(page, 'Networks')
    await networks.getByRole('button', { name: /Foyer Sidechain/ }).click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByTestId('foyer-balance')
      .getByText(await expectedBalance(urls().chainB, 'SIDE'))
      .waitFor()
    expect(await wallet(page).chainId()).toBe(31338)

    // A reload resyncs the stored connection: the button shows the account again, on the second chain.
    await page.reload()
    const connected = page.getByRole('button', { name: new RegExp(shortAddress) })
    await connected.waitFor()
    const networkButton = page.getByRole('button', { name: /Foyer Sidechain/ })
    await networkButton.waitFor()

    // A switch from the network button is the whole errand: the modal closes after it.
    await networkButton.click()
    await page
      .getByRole('dialog', { name: 'Choose Network' })
      .getByRole('button', { name: /Foyer Devnet/ })
      .click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: /Foyer Devnet/ }).waitFor()
    expect(await wallet(page).chainId()).toBe(31337)

    await connected.click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    // Disconnected: the modal closes too.
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('shows the user-facing text when the wallet rejects, and Try again connects', async () => {
    const { page, context, consoleErrors } = await newPage({ init: installTestWallet })
    await page.goto(urls().demo)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Foyer Test Wallet/ }).waitFor()
    await wallet(page).rejectNext(4001)
    await dialog.getByRole('button', { name: /Foyer Test Wallet/ }).click()

    await dialog.getByText('User rejected the request.').waitFor()
    await expectNoAxeViolations(page, 'ConnectingExternal')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: new RegExp(shortAddress) }).waitFor()
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('shows UnsupportedChain for a chain the app did not request, and the modal cannot be closed there', async () => {
    const { page, context } = await newPage({ init: installTestWallet })
    await page.goto(urls().demo)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Foyer Test Wallet/ })
      .click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    const accountButton = page.locator('.foyer-page-button', { hasText: shortAddress })
    await accountButton.getByText(/ETH/).waitFor()

    // The visitor moves the wallet to chain 999, which the demo did not request.
    await wallet(page).setChain(999, urls().chainA)
    const unsupported = page.getByRole('dialog', { name: 'Switch Network' })
    await unsupported.waitFor()
    await unsupported.getByText('Unsupported chain').waitFor()
    // The account button no longer shows the devnet's ETH balance for a chain it is not on.
    await expect(accountButton.textContent()).resolves.not.toContain('ETH')
    await expectNoAxeViolations(page, 'UnsupportedChain')

    await page.keyboard.press('Escape')
    await unsupported.getByRole('button', { name: 'Close' }).click()
    await expect(unsupported.isVisible()).resolves.toBe(true)

    await unsupported.getByRole('button', { name: /Foyer Devnet/ }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    expect(await wallet(page).chainId()).toBe(31337)
    await context.close()
  })

  it('completes the connect path with the keyboard alone', async () => {
    const { page, context } = await newPage({ init: installTestWallet })
    await page.goto(urls().demo)
    const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
    await connectButton.waitFor()
    // Tab from the top of the page until the Connect Wallet button has focus.
    for (let i = 0; i < 10 && !(await connectButton.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.waitFor()
    const walletButton = dialog.getByRole('button', { name: /Foyer Test Wallet/ })
    for (let i = 0; i < 15 && !(await walletButton.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(walletButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press('Enter')
    // Connected, the modal closes and focus returns to the button that opened it, now showing the account.
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    const opener = page.getByRole('button', { name: new RegExp(shortAddress) })
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Account' }).getByText(shortAddress).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await context.close()
  })
})
