// Basic mode: the demo's `?basic` page gives createFoyer no adapters, so the modal opens straight on
// the WalletConnect QR code and every namespace connects through the session (core's UniversalAdapter).
// The wallet app (WalletKit) approves through our relay; the demo shows the account and its balance (read
// from the devnet's RPC), signs with personal_sign (verified in the page and again here), switches chain
// within the session, finds the session again after a reload, and disconnects.
import { testAccounts } from '@foyer/devnet'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { type Page, useBrowser } from './support/browser.js'
import { chooseNetwork, openDemoPairing } from './support/pairing.js'

const { newPage, urls } = useBrowser()
// Account 8 only signs in the WalletConnect tests, so no balance elsewhere depends on it.
const walletAccount = testAccounts[8].address
const shortAddress = `${walletAccount.slice(0, 4)}…${walletAccount.slice(-6)}`

/** Signs `message` in the demo, approves it in the wallet, and returns the signature the demo verified. */
async function signAndApprove(demo: Page, wallet: Page, message: string, chain: string) {
  await demo.getByRole('textbox', { name: 'Message' }).fill(message)
  await demo.getByRole('button', { name: 'Sign', exact: true }).click()
  const card = wallet.getByRole('region', { name: 'Signature request' })
  await expect(card.getByTestId('message').textContent()).resolves.toBe(message)
  await card.getByText(chain).waitFor()
  await card.getByRole('button', { name: 'Approve' }).click()
  await demo
    .getByRole('status')
    .filter({ hasText: `Signature verified for ${walletAccount}` })
    .waitFor()
  return (await demo.getByTestId('signature').getAttribute('data-signature')) as `0x${string}`
}

describe('basic mode: no adapters, the demo connects through WalletConnect alone', () => {
  it('opens on the QR code, pairs, shows the account, signs, switches, reconnects after a reload and disconnects', async () => {
    // No Connect view with its wallet list: the WalletConnect QR code at once (ConnectingWalletConnectBasic).
    const { dialog, uri, ...demo } = await openDemoPairing(newPage, `${urls().demo}/?basic`, { basic: true })

    const wallet = await newPage()
    await wallet.page.goto(`${urls().wallet}/?account=8&uri=${encodeURIComponent(uri)}`)
    const proposal = wallet.page.getByRole('region', { name: 'Connection request' })
    await proposal.getByText('Foyer Demo').waitFor()
    const methods = await proposal
      .getByRole('list', { name: 'Methods' })
      .getByRole('listitem')
      .allTextContents()
    expect(methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction']))
    await proposal.getByRole('button', { name: 'Approve' }).click()

    // Connected: the modal closes; Account shows the address and a balance read from the devnet chain.
    await dialog.waitFor({ state: 'hidden' })
    await demo.page.getByRole('button', { name: shortAddress }).click()
    const account = demo.page.getByRole('dialog', { name: 'Account' })
    await account.getByText(shortAddress).waitFor()
    await account.getByTestId('foyer-balance').filter({ hasText: /\d/ }).waitFor()
    await demo.page.keyboard.press('Escape')

    const message = 'Hello from basic mode'
    const signature = await signAndApprove(demo.page, wallet.page, message, 'Foyer Devnet (31337)')
    expect(await verifyMessage({ address: walletAccount, message, signature })).toBe(true)
    expect(await verifyMessage({ address: walletAccount, message: 'Something else', signature })).toBe(false)

    // Another chain the wallet approved: the next request names it.
    await chooseNetwork(demo.page, /Foyer Devnet/, /Foyer Sidechain/)
    await signAndApprove(demo.page, wallet.page, 'On the sidechain', 'Foyer Sidechain (31338)')

    // A reload finds the stored session: still connected, still on the sidechain, no new pairing.
    await demo.page.reload()
    await demo.page.getByRole('button', { name: shortAddress }).waitFor()
    await demo.page.getByRole('button', { name: /Foyer Sidechain/ }).waitFor()
    await signAndApprove(demo.page, wallet.page, 'Still here after a reload', 'Foyer Sidechain (31338)')

    // Disconnect from the Account view: the page is disconnected, also after another reload.
    await demo.page.getByRole('button', { name: shortAddress }).click()
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await demo.page.reload()
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(demo.consoleErrors).toEqual([])
    expect(wallet.consoleErrors).toEqual([])
    await demo.context.close()
    await wallet.context.close()
  })
})
