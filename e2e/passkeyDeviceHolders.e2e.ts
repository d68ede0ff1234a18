import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { openAccountAfterLogin } from './support/accountView.js'
import { useBrowser } from './support/browser.js'
import { newEmail } from './support/emailLogin.js'
import { mailsSince } from './support/mail.js'
import {
  closePasskeysCard,
  confirmedWithoutSignature,
  openPasskeysCard,
  postFromFrame,
  shortAddress,
  signInAsEoa,
  signInWithPasskey,
  signMessage,
  turnOnDeviceMode,
} from './support/passkeyFlows.js'
import { addAuthenticator } from './support/passkeys.js'

// Device mode with two passkeys: the second is added while the key is on devices (the frame opens the
// key with the first and wraps it for the second), then signs in and signs alone.
//
// Chromium's virtual authenticators set the scene. The device's own authenticator ('internal') makes the
// first passkey; a security key ('usb') beside it makes the second, since the server's options exclude
// the wallet's passkeys and the device already holds one. Chromium keeps no PRF secret for a credential
// carried to another context (WebAuthn.addCredential: the copy answers with no PRF output), so the
// "other browser" is this one with the device's authenticator unplugged and the wallet signed out: only
// the security key's passkey is left, as on a visitor's second computer.
const { newPage, urls } = useBrowser()
const credentialIdOf = (cdpId: string) => Buffer.from(cdpId, 'base64').toString('base64url')

describe('device mode with a second passkey', () => {
  it('wraps the key for a passkey added in device mode; that passkey alone signs in and signs, the server signing nothing itself; removing one of two holders leaves the other signing', async () => {
    const { page, context } = await newPage()
    const device = await addAuthenticator(context, page)
    const email = newEmail('holders')
    const address = await signInAsEoa(page, urls(), email)
    let frame = await openPasskeysCard(page, address)
    await turnOnDeviceMode(frame)
    const [first] = await device.credentials()

    // The second passkey, on the security key. The frame then asks the first passkey (the device's; the
    // security key waits for a touch that does not come) to open the key, and the second (touched) to
    // wrap it: each assertion follows the frame's own call for its options.
    const securityKey = await addAuthenticator(context, page, { transport: 'usb' })
    let asked = 0
    const options = `${urls().secureSite}/api/device-key/options`
    await context.route(options, async (route) => {
      const response = await route.fetch()
      asked += 1
      await securityKey.touched(asked !== 1)
      await route.fulfill({ response })
    })
    let card = frame.getByRole('dialog', { name: 'Passkeys' })
    await card.getByRole('button', { name: 'Add a passkey' }).click()
    await card.getByText('Passkey added', { exact: true }).waitFor({ timeout: 30_000 })
    await context.unroute(options)
    expect(asked).toBe(2)
    await expect.poll(() => card.getByRole('listitem').count()).toBe(2)
    const [second] = await securityKey.credentials()
    expect(second).toMatchObject({ isResidentCredential: true, rpId: new URL(urls().secureSite).hostname })
    const ids = [first, second].map((credential) => credentialIdOf(credential?.credentialId as string))
    const state = await postFromFrame(page, '/api/device-key/state', {})
    expect(state.body).toEqual({
      mode: 'device',
      address,
      passkeys: ids.map((id) => ({ id, prf: true, holdsKey: true })),
    })
    await closePasskeysCard(page, frame)

    // The device is gone and the wallet signed out: the second passkey alone signs in (no code, no
    // mail), to the same wallet, and its PRF output opens the key in the frame for a signature.
    await device.unplug()
    await page.getByRole('button', { name: new RegExp(shortAddress(address)) }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    const mailsBefore = (await mailsSince(urls().mail, email)).length
    await signInWithPasskey(page)
    const signedIn = await openAccountAfterLogin(page)
    await signedIn.getByTestId('foyer-connected-wallet').getByText(email).waitFor()
    expect(await signedIn.locator('.foyer-account-name').getAttribute('title')).toBe(address)
    await page.keyboard.press('Escape')
    const signsBefore = (await securityKey.credentials())[0]?.signCount ?? 0
    await signMessage(page, 'Signed with my second passkey', address)
    expect((await securityKey.credentials())[0]?.signCount).toBeGreaterThan(signsBefore)
    expect((await mailsSince(urls().mail, email)).length).toBe(mailsBefore)

    // The server still holds no key it can use: a request the passkey confirmed but the frame did not
    // sign is refused, and there is no key to export.
    const unsigned = await confirmedWithoutSignature(page, {
      method: 'personal_sign',
      params: [stringToHex('server, sign this'), address],
    })
    expect(unsigned.status).toBe(409)
    expect(unsigned.body.error.code).toBe('KEY_ON_DEVICE')
    expect((await postFromFrame(page, '/api/export', { otp: '000000' })).body.error.code).toBe(
      'KEY_ON_DEVICE',
    )

    // One of two holders goes (the session is enough); the other still signs, and stays.
    frame = await openPasskeysCard(page, address)
    card = frame.getByRole('dialog', { name: 'Passkeys' })
    await expect.poll(() => card.getByRole('listitem').count()).toBe(2)
    await card.getByRole('listitem').first().getByRole('button', { name: 'Remove' }).click()
    await expect.poll(() => card.getByRole('listitem').count()).toBe(1)
    expect((await postFromFrame(page, '/api/device-key/state', {})).body.passkeys).toEqual([
      { id: ids[1], prf: true, holdsKey: true },
    ])
    await card.getByRole('button', { name: 'Remove' }).click()
    await card
      .getByText(
        'This passkey is the last one holding the wallet’s key. Turn off keeping the key on your devices first.',
      )
      .waitFor()
    expect(await card.getByRole('listitem').count()).toBe(1)
    await closePasskeysCard(page, frame)
    await signMessage(page, 'Still signed with my second passkey', address)
    await context.close()
  }, 180_000)
})
