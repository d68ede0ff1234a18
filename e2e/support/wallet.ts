import { testAccounts } from '@foyer/devnet'
import type { BrowserContext, Page } from 'playwright-core'
import { inject } from 'vitest'
import { type TestWalletOptions, testWalletScript } from '../test-wallet/index.js'
import { modalShows } from './shown.js'

/** Test account 3: funded on both chains, no ENS name (so the Account view shows the short address). */
const account3 = testAccounts[3]
if (!account3) throw new Error('@foyer/devnet has fewer than 4 test accounts')
export const plainAccount = account3.address

/** Installs the injected EIP-6963 test wallet in every page of the context, on the e2e stack's chains. */
export async function installTestWallet(context: BrowserContext, options: TestWalletOptions = {}) {
  const urls = inject('urls')
  await context.addInitScript(
    testWalletScript({
      account: plainAccount,
      chains: { 31337: urls.chainA, 31338: urls.chainB },
      ...options,
    }),
  )
}

/** Opens the demo and connects the injected test wallet from the Connect view; resolves once the modal closed. */
export async function connectTestWallet(page: Page) {
  await page.goto(inject('urls').demo)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Foyer Test Wallet/ })
    .click()
  // Connected, the modal closes (as the hosted kit's does).
  try {
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 30_000 })
  } catch (error) {
    const shown = await modalShows(page)
    const asked = await page
      .evaluate(() => (window as unknown as TestWalletWindow).__foyerTestWallet.requests)
      .catch(() => '(no test wallet)')
    throw new Error(
      `The modal stayed open 30 s after choosing the test wallet; it showed: ${JSON.stringify(shown)}; the wallet was asked: ${JSON.stringify(asked)}`,
      { cause: error },
    )
  }
}

/** Runs a call on the test wallet's control API (`window.__foyerTestWallet`). */
export function wallet(page: Page) {
  return {
    rejectNext: (code = 4001) =>
      page.evaluate((c) => (window as unknown as TestWalletWindow).__foyerTestWallet.rejectNext(c), code),
    setChain: (chainId: number, rpcUrl?: string) =>
      page.evaluate(
        ([id, url]) =>
          (window as unknown as TestWalletWindow).__foyerTestWallet.setChain(id as number, url as string),
        [chainId, rpcUrl] as const,
      ),
    chainId: () =>
      page.evaluate(() => (window as unknown as TestWalletWindow).__foyerTestWallet.state.chainId),
  }
}

type TestWalletWindow = {
  __foyerTestWallet: import('../test-wallet/index.js').TestWalletControl
}
