import { testAccounts } from '@foyer/devnet'
import type { Page } from 'playwright-core'
import { createPublicClient, createWalletClient, http, parseEther, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolationsIn } from './support/axe.js'
import { useBrowser } from './support/browser.js'
import { newEmail, typeCode } from './support/emailLogin.js'
import { CODE, codeFor, mailFor, mailsSince } from './support/mail.js'
import {
  closePasskeysCard,
  openPasskeysCard,
  postFromFrame,
  secureFrame,
  shortAddress,
  signInAsEoa,
  signMessage,
  turnOnDeviceMode,
} from './support/passkeyFlows.js'
import { addAuthenticator } from './support/passkeys.js'
import { fillSendForm } from './support/sendForm.js'

// 'Keep the key on my devices' with Chromium's virtual authenticator and its PRF extension (CDP
// WebAuthn, hasPrf): the frame wraps the key under the passkey's PRF output, the server keeps no key its
// KEK opens, signatures and transactions are made in the frame, and a fresh browser recovers the wallet
// from the kit and an email code. The secure site is another site than the demo page.
const { newPage, urls } = useBrowser()
const funder = testAccounts[7]
if (!funder) throw new Error('@foyer/devnet has fewer than 8 test accounts')
const receiver = testAccounts[9]?.address as `0x${string}`

/** A known account in a fresh browser: the mailed link approves it, then the code signs it in. */
async function signInFreshBrowser(page: Page, email: string) {
  await page.goto(urls().demo)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  const asked = Date.now() - 1000
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('dialog', { name: 'Approve this browser' }).waitFor({ timeout: 30_000 })
  const link = /(http\S+\/device\/approve\?token=[0-9a-f]{64})/.exec(
    (await mailFor(urls().mail, email, asked)).text,
  )
  const approvedAt = Date.now() - 1000
  const tab = await page.context().newPage()
  await tab.goto(link?.[1] as string)
  await tab.getByRole('button', { name: 'Approve this browser' }).click()
  await tab.getByRole('heading', { name: 'This browser is approved' }).waitFor()
  await tab.close()
  await page.getByRole('dialog', { name: 'Confirm email' }).waitFor({ timeout: 30_000 })
  await expect
    .poll(async () => (await mailsSince(urls().mail, email, approvedAt)).some((m) => CODE.test(m.text)), {
      timeout: 30_000,
    })
    .toBe(true)
  await typeCode(page, await codeFor(urls().mail, email, approvedAt))
}

describe('keys the server cannot use alone (device mode)', () => {
  it('keeps the key on the device: signs and sends from the frame, the server holds no key it can open, a fresh browser recovers from the kit and a code', async () => {
    const first = await newPage()
    await addAuthenticator(first.context, first.page)
    const { page } = first
    const email = newEmail('device')
    const address = await signInAsEoa(page, urls(), email)

    // A passkey, then the switch: the kit is shown once, Continue waits for 'I saved it'.
    let frame = await openPasskeysCard(page, address)
    let card = frame.getByRole('dialog', { name: 'Passkeys' })
    // No passkey yet: the switch waits for one.
    await card.getByText('Add a passkey first to keep the key on your devices.').waitFor()
    expect(await card.getByRole('switch', { name: 'Keep the key on my devices' }).isDisabled()).toBe(true)
    await card.getByRole('button', { name: 'Add a passkey' }).click()
    await card.getByText('Passkey added', { exact: true }).waitFor()
    const toggle = card.getByRole('switch', { name: 'Keep the key on my devices' })
    await expect.poll(() => toggle.isEnabled()).toBe(true)
    await toggle.check()
    const kitText = card.getByRole('textbox', { name: 'Your recovery kit' })
    await kitText.waitFor()
    await expectNoAxeViolationsIn(page, '#foyer-secure-frame', 'recovery kit card')
    const kit = await kitText.inputValue()
    expect(kit).toContain(`Wallet: ${address}`)
    expect(kit).toMatch(/Secret: foyer-kit-v1-[A-Za-z0-9_-]{43}/)
    const cont = card.getByRole('button', { name: 'Continue' })
    expect(await cont.isDisabled()).toBe(true)
    await card.getByRole('checkbox', { name: 'I saved it' }).check()
    await cont.click()
    await card.getByText('The key is now kept on your devices.').waitFor()
    expect(await card.getByRole('switch', { name: 'Keep the key on my devices' }).isChecked()).toBe(true)
    await closePasskeysCard(page, frame)
    // The kit never reached the page.
    expect(await page.content()).not.toContain('foyer-kit-v1-')
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('foyer-kit-v1-')

    // Signed in the frame with the key the passkey's PRF output unwrapped; the server checked it.
    await signMessage(page, 'Signed on my device', address)

    // The server holds no key it can open: it refuses to sign or export, even with the session.
    const refused = await postFromFrame(page, '/api/rpc', {
      chainId: 31337,
      request: { method: 'personal_sign', params: [stringToHex('server, sign'), address] },
    })
    expect(refused?.body.error.code).toBe('PASSKEY_REQUIRED')
    const state = await postFromFrame(page, '/api/device-key/state', {})
    expect(state?.body).toMatchObject({ mode: 'device', address, passkeys: [{ holdsKey: true }] })
    const exportAsked = await postFromFrame(page, '/api/export', { otp: '000000' })
    expect(exportAsked?.body.error.code).toBe('KEY_ON_DEVICE')

    // A transaction on anvil, signed in the frame and broadcast by the server after its checks.
    const chain = createPublicClient({ transport: http(urls().chainA) })
    const funding = createWalletClient({
      account: privateKeyToAccount(funder.privateKey as `0x${string}`),
      transport: http(urls().chainA),
    })
    await chain.waitForTransactionReceipt({
      hash: await funding.sendTransaction({ to: address, value: parseEther('1'), chain: null }),
    })
    // The Account view read the empty balance (kept 30 s); a reload reads the funded one, and the frame's
    // stored session keeps the visitor signed in, in device mode still.
    await page.reload()
    await page.getByRole('button', { name: new RegExp(shortAddress(address)) }).waitFor({ timeout: 30_000 })
    // On the devnet chain (anvil at chainA), where it was funded.
    const sidechain = page.getByRole('button', { name: /Foyer Sidechain/ })
    if (await sidechain.isVisible()) {
      await sidechain.click()
      await page
        .getByRole('dialog', { name: 'Choose Network' })
        .getByRole('button', { name: /Foyer Devnet/ })
        .click()
    }
    await page.getByRole('button', { name: new RegExp(`ETH ${shortAddress(address)}`) }).waitFor()
    await page.getByRole('button', { name: new RegExp(shortAddress(address)) }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
    const preview = await fillSendForm(page, { symbol: 'ETH', amount: '0.01', to: receiver })
    const before = await chain.getBalance({ address: receiver })
    await preview.getByRole('button', { name: 'Send' }).click()
    const approval = secureFrame(page).getByRole('dialog')
    await approval.getByText('0.01 ETH').waitFor()
    await approval.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('Transaction sent', { exact: true }).waitFor({ timeout: 30_000 })
    expect((await chain.getBalance({ address: receiver })) - before).toBe(10n ** 16n)
    await first.context.close()

    // A fresh browser with no passkey: the email code signs it in, the kit brings the key back, and a
    // new passkey of this browser holds it.
    const second = await newPage()
    const secondDevice = await addAuthenticator(second.context, second.page)
    await signInFreshBrowser(second.page, email)
    frame = await openPasskeysCard(second.page)
    card = frame.getByRole('dialog', { name: 'Passkeys' })
    await card.getByRole('button', { name: 'Recover with your kit' }).click()
    await card.getByRole('textbox', { name: 'Recovery kit' }).fill('not a kit')
    await card.getByRole('button', { name: 'Continue' }).click()
    await card.getByText('This is not a recovery kit.').waitFor()
    await card.getByRole('textbox', { name: 'Recovery kit' }).fill(kit)
    // The new passkey's wrap prompt fails first: the device waits for a touch that does not come, and
    // the prompt times out (NotAllowedError, as a cancelled sheet). The server's options give it 2
    // minutes; the test shortens that hint to the browser (`timeout`) to 1 s.
    const options = `${urls().secureSite}/api/device-key/options`
    await second.context.route(options, async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      await secondDevice.touched(false)
      await route.fulfill({ response, json: { ...body, options: { ...body.options, timeout: 1000 } } })
    })
    await card.getByRole('button', { name: 'Continue' }).click()
    await card
      .getByText('This browser’s new passkey does not hold the key yet. Press Continue to try again.')
      .waitFor({ timeout: 30_000 })
    await second.context.unroute(options)
    await secondDevice.touched(true)
    expect(await secondDevice.credentials()).toHaveLength(1)
    expect((await postFromFrame(second.page, '/api/device-key/state', {})).body.passkeys).toMatchObject([
      { holdsKey: true },
      { holdsKey: false },
    ])
    // Continue again: the kit opens the key again and the same passkey wraps it, no second one made.
    await card.getByRole('button', { name: 'Continue' }).click()
    await card.getByText('Recovered: this browser’s new passkey holds the key.').waitFor({ timeout: 30_000 })
    expect(await secondDevice.credentials()).toHaveLength(1)
    expect((await postFromFrame(second.page, '/api/device-key/state', {})).body.passkeys).toMatchObject([
      { holdsKey: true },
      { holdsKey: true },
    ])
    await closePasskeysCard(second.page, frame)
    await signMessage(second.page, 'Recovered on a new device', address)
    await second.context.close()
  }, 240_000)

  it('tells a passkey without PRF that it cannot keep the key, still confirms with it, and removes it with a code', async () => {
    const { page, context } = await newPage()
    await addAuthenticator(context, page, { hasPrf: false })
    const email = newEmail('noprf')
    const address = await signInAsEoa(page, urls(), email)
    const frame = await openPasskeysCard(page, address)
    const card = frame.getByRole('dialog', { name: 'Passkeys' })
    await card.getByRole('button', { name: 'Add a passkey' }).click()
    await card.getByText('Passkey added', { exact: true }).waitFor()
    await card
      .getByText(
        'This browser or passkey cannot keep the key on the device. Your passkey still confirms every signature.',
      )
      .waitFor()
    expect(await card.getByRole('switch', { name: 'Keep the key on my devices' }).isDisabled()).toBe(true)
    await expectNoAxeViolationsIn(page, '#foyer-secure-frame', 'Passkeys card without PRF')
    await closePasskeysCard(page, frame)
    await signMessage(page, 'Confirmed without PRF', address)

    // Removing the last passkey asks for a code from the mail, typed on the card.
    const again = await openPasskeysCard(page, address)
    const list = again.getByRole('dialog', { name: 'Passkeys' })
    const asked = Date.now() - 1000
    await list.getByRole('button', { name: 'Remove' }).click()
    await list
      .getByRole('textbox', { name: 'Code from your email' })
      .fill(await codeFor(urls().mail, email, asked))
    await list.getByRole('button', { name: 'Confirm' }).click()
    await list.getByText('No passkey yet.').waitFor()
    await context.close()
  }, 120_000)
})

describe('device mode, third-party storage blocked', () => {
  const blocked = useBrowser({ storage: 'blocked' })

  it('turns device mode on and off again with the passkey: signed in the frame, then by the server again', async () => {
    const { page, context, consoleErrors } = await blocked.newPage()
    await addAuthenticator(context, page)
    const email = newEmail('deviceoff')
    const address = await signInAsEoa(page, blocked.urls(), email)

    let frame = await openPasskeysCard(page, address)
    expect(await turnOnDeviceMode(frame)).toContain(`Wallet: ${address}`)
    await closePasskeysCard(page, frame)
    await signMessage(page, 'Signed on my device, storage blocked', address)

    // Off: the passkey that holds the key opens it in the frame, and the server seals it again.
    frame = await openPasskeysCard(page, address)
    const card = frame.getByRole('dialog', { name: 'Passkeys' })
    const toggle = card.getByRole('switch', { name: 'Keep the key on my devices' })
    await toggle.uncheck()
    await card.getByText('The key is back in the wallet’s server.').waitFor()
    await expect.poll(() => toggle.isChecked()).toBe(false)
    await card.getByText(/Your passkey then holds the wallet’s key/).waitFor()
    expect(await card.getByRole('button', { name: 'Recover with your kit' }).count()).toBe(0)
    await closePasskeysCard(page, frame)
    await signMessage(page, 'Signed by the server again', address)

    // The frame asks for storage on the visitor's clicks (the Storage Access API); nothing else failed.
    expect(consoleErrors.filter((text) => !text.startsWith('requestStorageAccess:'))).toEqual([])
    await context.close()
  }, 120_000)
})
