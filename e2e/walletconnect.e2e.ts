// The demo dApp pairs with the wallet app (apps/wallet, WalletKit) through our relay: two browser
// contexts, the real WalletConnect SDKs on both sides, nothing mocked.
import { testAccounts } from '@foyer/devnet'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './support/axe.js'
import { type Page, useBrowser } from './support/browser.js'
import { openDemoPairing } from './support/pairing.js'
import { restartService } from './support/stack.js'

const { newPage, urls } = useBrowser()
// Account 8 is used by no other browser test; it only signs here, so balances elsewhere stay put.
const walletAccount = testAccounts[8].address
const shortAddress = `${walletAccount.slice(0, 4)}…${walletAccount.slice(-6)}`

const openPairing = () => openDemoPairing(newPage, urls().demo)

/** The wallet app with the pairing URI, showing the demo's proposal. */
async function openWallet(uri: string) {
  const wallet = await newPage()
  const warnings: string[] = []
  wallet.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await wallet.page.goto(`${urls().wallet}/?account=8&uri=${encodeURIComponent(uri)}`)
  const proposal = wallet.page.getByRole('region', { name: 'Connection request' })
  await proposal.getByText('Foyer Demo').waitFor()
  return { ...wallet, proposal, warnings }
}

/** Pairs the demo with the wallet app; the demo ends on its Account view. */
async function pair() {
  const demo = await openPairing()
  const wallet = await openWallet(demo.uri)
  await wallet.proposal.getByRole('button', { name: 'Approve' }).click()
  // Connected, the modal closes (as the hosted kit's does); the account button opens Account.
  await demo.page.getByRole('dialog').waitFor({ state: 'hidden' })
  await demo.page.getByRole('button', { name: shortAddress }).click()
  const account = demo.page.getByRole('dialog', { name: 'Account' })
  await account.getByText(shortAddress).waitFor()
  return { demo, wallet, account }
}

/** Signs `message` in the demo, approves it in the wallet, waits for the demo's verification. */
async function signAndVerify(
  demo: Page,
  wallet: Page,
  message: string,
  {
    chain = 'Foyer Devnet (31337)',
    beforeApprove,
  }: { chain?: string; beforeApprove?: () => Promise<void> } = {},
) {
  await demo.getByRole('textbox', { name: 'Message' }).fill(message)
  await demo.getByRole('button', { name: 'Sign', exact: true }).click()
  const card = wallet.getByRole('region', { name: 'Signature request' })
  await expect(card.getByTestId('message').textContent()).resolves.toBe(message)
  // The request names the chain the demo is on.
  await card.getByText(chain).waitFor()
  await beforeApprove?.()
  await card.getByRole('button', { name: 'Approve' }).click()
  await demo
    .getByRole('status')
    .filter({ hasText: `Signature verified for ${walletAccount}` })
    .waitFor()
}

describe('WalletConnect: the demo pairs with the wallet app through our relay', () => {
  it('pairs by QR link, signs a message the demo verifies, switches chain, survives a reload, and the wallet disconnects', async () => {
    const { demo, wallet, account } = await pair()
    await expectNoAxeViolations(demo.page, 'Account (WalletConnect)')
    await demo.page.keyboard.press('Escape')

    await signAndVerify(demo.page, wallet.page, 'Sign in to the Foyer demo')

    // The demo switches chain through the session; the wallet follows and the demo shows the new network.
    await demo.page.getByRole('button', { name: shortAddress }).click()
    await account.getByRole('button', { name: /Foyer Devnet/ }).click()
    await demo.page
      .getByRole('dialog', { name: 'Choose Network' })
      .getByRole('button', { name: /Foyer Sidechain/ })
      .click()
    await account
      .getByTestId('foyer-balance')
      .filter({ hasText: / SIDE$/ })
      .waitFor()
    await demo.page.keyboard.press('Escape')
    await signAndVerify(demo.page, wallet.page, 'On the sidechain', { chain: 'Foyer Sidechain (31338)' })

    // A reload restores the session from storage: still connected, still on the sidechain.
    await demo.page.reload()
    await demo.page.getByRole('button', { name: shortAddress }).waitFor()
    await demo.page.getByRole('button', { name: /Foyer Sidechain/ }).waitFor()
    await signAndVerify(demo.page, wallet.page, 'Still here after a reload', {
      chain: 'Foyer Sidechain (31338)',
    })

    // With our relay the SDK's hosted Verify API is skipped (it would add 5 s to every request offline).
    expect([...demo.hosts].filter((host) => host !== 'localhost' && host !== '127.0.0.1')).toEqual([])

    // The wallet ends the session: the demo is disconnected.
    await wallet.page.getByRole('button', { name: 'Disconnect Foyer Demo' }).click()
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(demo.consoleErrors).toEqual([])
    expect(wallet.consoleErrors).toEqual([])
    // A clean console: no pairing after the approval (the SDK warns of requiredNamespaces on a second one).
    expect(demo.warnings).toEqual([])
    expect(wallet.warnings).toEqual([])
    await demo.context.close()
    await wallet.context.close()
  })

  it('loses no request when the relay is killed and restarted mid-session', async () => {
    const { demo, wallet } = await pair()
    await demo.page.keyboard.press('Escape')

    // Killed while a request waits for the wallet's answer: the answer still arrives.
    await signAndVerify(demo.page, wallet.page, 'Across a relay restart', {
      beforeApprove: () => restartService('relay'),
    })

    // Killed before the request: the dApp publishes once it reconnects and the wallet receives it.
    await restartService('relay')
    await signAndVerify(demo.page, wallet.page, 'Sent after the restart')
    await demo.context.close()
    await wallet.context.close()
  })

  it('disconnects from the demo: the wallet sees the session end', async () => {
    const { demo, wallet, account } = await pair()
    await wallet.page.getByRole('button', { name: 'Disconnect Foyer Demo' }).waitFor()
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await demo.page.getByRole('dialog').waitFor({ state: 'hidden' })
    await wallet.page.getByText('No connected dApps.').waitFor()
    // Connected through no chain any more: WalletConnect is listed again.
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await demo.page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'WalletConnect' })
      .click()
    // A new pairing after the session ended asks for nothing of the old one (no SDK warning).
    await demo.page
      .getByRole('dialog', { name: 'WalletConnect' })
      .getByRole('img', { name: 'WalletConnect QR code' })
      .waitFor()
    expect(demo.consoleErrors).toEqual([])
    expect(demo.warnings).toEqual([])
    await demo.context.close()
    await wallet.context.close()
  })

  it("shows 'Connection declined' with the user-facing text when the wallet rejects, and Try again shows a new QR code", async () => {
    const demo = await openPairing()
    await expectNoAxeViolations(demo.page, 'ConnectingWalletConnect')
    const wallet = await openWallet(demo.uri)
    await wallet.proposal.getByRole('button', { name: 'Reject' }).click()

    const alert = demo.dialog.getByRole('alert')
    await alert.getByText('Connection declined').waitFor()
    await alert.getByText('User rejected the request.').waitFor()
    await expectNoAxeViolations(demo.page, 'ConnectingWalletConnect declined')

    await demo.dialog.getByRole('button', { name: 'Try again' }).click()
    await demo.dialog.getByRole('button', { name: 'Copy link' }).click()
    const fresh = await demo.page.evaluate(() => navigator.clipboard.readText())
    expect(fresh).toMatch(/^wc:/)
    expect(fresh).not.toBe(demo.uri)
    expect(demo.consoleErrors).toEqual([])
    await demo.context.close()
    await wallet.context.close()
  })
})
