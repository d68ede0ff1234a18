import { bitcoinTestAccounts, testAccounts } from '@foyer/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { bitcoinTestWalletScript } from './bitcoin-wallet/index.js'
import { expectNoAxeViolations } from './support/axe.js'
import { type Page, useBrowser } from './support/browser.js'
import { installTestWallet, plainAccount, wallet } from './support/wallet.js'

const { newPage, urls } = useBrowser()
const projectId = 'c0ffee00000000000000000000000001'
const owner = privateKeyToAccount(testAccounts[3]?.privateKey as `0x${string}`)

async function connect(page: Page) {
  await page.goto(`${urls().demo}/signin.html`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Foyer Test Wallet/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await dialog.getByText('Foyer Demo wants you to sign in').waitFor()
  return dialog
}

async function serverSessions(): Promise<{ id: string }[]> {
  const response = await fetch(`${urls().cloud}/v1/sessions/${plainAccount}?projectId=${projectId}`)
  return ((await response.json()) as { sessions: { id: string }[] }).sessions
}

describe('sign in with a wallet (required)', () => {
  it('asks after connecting, cannot be closed, stores a session the server lists, keeps it over a reload, and signs out', async () => {
    const { page, context, consoleErrors } = await newPage({ init: installTestWallet })
    const dialog = await connect(page)
    await expectNoAxeViolations(page, 'SIWXSignMessage')
    // Required: Escape and the close button leave it open.
    await page.keyboard.press('Escape')
    await dialog.getByRole('button', { name: 'Close' }).click()
    expect(await dialog.isVisible()).toBe(true)

    const before = (await serverSessions()).length
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page
      .getByTestId('server-session')
      .getByText(`The server verified ${plainAccount.toLowerCase()} on eip155:31337`)
      .waitFor()
    const sessions = await serverSessions()
    expect(sessions.length).toBe(before + 1)

    // Another browser with the same wallet has no session of its own: it is asked to sign.
    const other = await newPage({ init: installTestWallet })
    await connect(other.page)
    await other.context.close()

    // A reload with a valid session does not ask again.
    await page.reload()
    await page.getByTestId('siwx-status').getByText('signed').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    expect(consoleErrors).toEqual([])

    // Sign out revokes the session on the server (by the browser's cookie). Sign-in is required, so
    // the still-connected visitor is asked again at once, in the view that cannot be closed.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByTestId('siwx-status').getByText('needed').waitFor()
    await expect.poll(async () => (await serverSessions()).length).toBe(before)
    const again = page.getByRole('dialog', { name: 'Sign in' })
    await again.getByText('Foyer Demo wants you to sign in').waitFor()
    await page.keyboard.press('Escape')
    expect(await again.isVisible()).toBe(true)
    await again.getByRole('button', { name: 'Sign', exact: true }).click()
    await again.waitFor({ state: 'hidden' })
    await page.getByTestId('siwx-status').getByText('signed').waitFor()

    // Signed out again and declining to sign: Cancel disconnects, nobody stays connected unsigned.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await again.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await connect(page).then((dialog) => dialog.getByRole('button', { name: 'Sign', exact: true }).click())
    await again.waitFor({ state: 'hidden' })

    // Revoked on the server by the address's signature (another device, say): the next load asks again.
    for (const session of await serverSessions()) {
      const response = await fetch(
        `${urls().cloud}/v1/sessions/${plainAccount}/revoke?projectId=${projectId}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            pci: session.id,
            signature: await owner.signMessage({ message: `Revoke sign-in session ${session.id}` }),
          }),
        },
      )
      expect(response.status).toBe(200)
    }
    await page.reload()
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor()
    await context.close()
  })

  it('signs in a Bitcoin account: a CAIP-122 message signed with BIP-322, verified by the server', async () => {
    const bitcoin = bitcoinTestAccounts[4]
    if (!bitcoin) throw new Error('no Bitcoin test account 4')
    const { page, context, consoleErrors } = await newPage({
      init: async (browserContext) => {
        await browserContext.addInitScript(
          bitcoinTestWalletScript({
            payment: { privateKey: bitcoin.payment.privateKey, path: bitcoin.payment.path },
            taproot: { privateKey: bitcoin.taproot.privateKey, path: bitcoin.taproot.path },
            esploraUrl: urls().bitcoin,
          }),
        )
      },
    })
    await page.goto(`${urls().demo}/signin.html?bitcoin`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /Foyer Bitcoin Test Wallet/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Sign in' })
    await dialog.getByText('Foyer Demo wants you to sign in').waitFor()
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page
      .getByTestId('server-session')
      .getByText(`The server verified ${bitcoin.payment.address} on bip122:0f9188f13cb7b2c71f2a335e3a4fc328`)
      .waitFor()
    // The wallet was asked for a message signature (BIP-322), nothing else after connecting.
    const methods = await page.evaluate(() =>
      (
        window as unknown as { __foyerBitcoinTestWallet: { requests: { method: string }[] } }
      ).__foyerBitcoinTestWallet.requests.map((r) => r.method),
    )
    expect(methods).toContain('bitcoin:signMessage')
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it("says 'Signature declined' when the wallet refuses, and Cancel disconnects", async () => {
    const { page, context } = await newPage({ init: installTestWallet })
    const dialog = await connect(page)
    await wallet(page).rejectNext()
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog.getByText('Signature declined').waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await context.close()
  })

  it('signs in with the WalletConnect pairing itself: one approval in the wallet, no second prompt', async () => {
    const demo = await newPage({
      init: (context) => context.grantPermissions(['clipboard-read', 'clipboard-write']),
    })
    await demo.page.goto(`${urls().demo}/signin.html`)
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await demo.page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'WalletConnect' })
      .click()
    const pairing = demo.page.getByRole('dialog', { name: 'WalletConnect' })
    await pairing.getByRole('button', { name: 'Copy link' }).click()
    await demo.page.getByText('Link copied').waitFor()
    const uri = await demo.page.evaluate(() => navigator.clipboard.readText())

    const wallet = await newPage()
    await wallet.page.goto(`${urls().wallet}/?account=8&uri=${encodeURIComponent(uri)}`)
    const request = wallet.page.getByRole('region', { name: 'Sign-in request' })
    // The wallet shows the app's EIP-4361 message, with the server's nonce, before anything is signed.
    await expect(request.getByTestId('message').textContent()).resolves.toMatch(
      /^localhost:\d+ wants you to sign in with your Ethereum account:\n0x/,
    )
    await request.getByRole('button', { name: 'Approve' }).click()

    const account = testAccounts[8]?.address.toLowerCase() as string
    await demo.page
      .getByTestId('server-session')
      .getByText(`The server verified ${account} on eip155:31337`)
      .waitFor()
    await demo.page.getByTestId('siwx-status').getByText('signed').waitFor()
    expect(await demo.page.getByRole('dialog', { name: 'Sign in' }).count()).toBe(0)
    await demo.context.close()
    await wallet.context.close()
  })
})
