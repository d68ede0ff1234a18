import { describe, expect, it } from 'vitest'
import { expectNoAxeViolationsIn } from './support/axe.js'
import { useBrowser } from './support/browser.js'
import { newEmail } from './support/emailLogin.js'
import {
  closePasskeysCard,
  openPasskeysCard,
  postFromFrame,
  signInAsEoa,
  signMessage,
  turnOnDeviceMode,
} from './support/passkeyFlows.js'
import { addAuthenticator } from './support/passkeys.js'

// A passkey added in device mode whose second prompt fails: the frame registered it, then asked the
// passkey that holds the key to open it, and that prompt ended with NotAllowedError, as a cancelled sheet
// does. The card says, from the server's wrappings, which passkey does not hold the key, and 'Give this
// passkey the key' runs the wrap step again.
//
// As in passkeyDeviceHolders.e2e.ts: the device's own authenticator ('internal') holds the first passkey,
// a security key ('usb') beside it makes the second (the server's options exclude the wallet's passkeys).
// Each prompt follows the frame's call for its options, so the test sets the authenticators up there.
// The failed prompt: the visitor touches the security key, which does not hold the first passkey, while
// the device waits; Chromium ends the request with NotAllowedError. (Failing the device's user
// verification instead spends its retries: Chromium's virtual authenticator then stays locked.)
const { newPage, urls } = useBrowser()
const credentialIdOf = (cdpId: string) => Buffer.from(cdpId, 'base64').toString('base64url')
const NOT_YET = 'Does not hold the wallet’s key yet.'

describe('device mode: a passkey added without the key', () => {
  it('says which passkey does not hold the key after its prompt failed, keeps saying so after a reload, and gives it the key on the visitor’s press', async () => {
    const { page, context } = await newPage()
    const device = await addAuthenticator(context, page)
    const address = await signInAsEoa(page, urls(), newEmail('wrapcancel'))
    let frame = await openPasskeysCard(page, address)
    await turnOnDeviceMode(frame)
    const [first] = await device.credentials()

    // The second passkey, on the security key; the holder's prompt (the device's) then fails.
    const securityKey = await addAuthenticator(context, page, { transport: 'usb' })
    const options = `${urls().secureSite}/api/device-key/options`
    const prompts: (() => Promise<unknown>)[] = [
      async () => {
        await device.touched(false)
        await securityKey.touched(true)
      },
    ]
    let asked = 0
    await context.route(options, async (route) => {
      const response = await route.fetch()
      asked += 1
      await prompts.shift()?.()
      await route.fulfill({ response })
    })
    let card = frame.getByRole('dialog', { name: 'Passkeys' })
    await card.getByRole('button', { name: 'Add a passkey' }).click()
    await card
      .getByText(
        'Passkey added, but it does not hold the wallet’s key yet. Press “Give this passkey the key” to finish.',
      )
      .waitFor({ timeout: 30_000 })
    expect(asked).toBe(1)
    const [second] = await securityKey.credentials()
    const ids = [first, second].map((credential) => credentialIdOf(credential?.credentialId as string))
    // The server listed it, without a wrapping.
    expect((await postFromFrame(page, '/api/device-key/state', {})).body.passkeys).toEqual([
      { id: ids[0], prf: true, holdsKey: true },
      { id: ids[1], prf: true, holdsKey: false },
    ])
    const items = card.getByRole('listitem')
    await expect.poll(() => items.count()).toBe(2)
    expect(await items.nth(0).getByText(NOT_YET).count()).toBe(0)
    await items.nth(1).getByText(NOT_YET).waitFor()
    await closePasskeysCard(page, frame)

    // The page forgets everything; the card still knows, from the server.
    await page.reload()
    await device.touched(true)
    frame = await openPasskeysCard(page, address)
    card = frame.getByRole('dialog', { name: 'Passkeys' })
    const give = card.getByRole('listitem').nth(1).getByRole('button', { name: 'Give this passkey the key' })
    await card.getByRole('listitem').nth(1).getByText(NOT_YET).waitFor()
    expect(await card.getByRole('button', { name: 'Give this passkey the key' }).count()).toBe(1)
    await expectNoAxeViolationsIn(page, '#foyer-secure-frame', 'Passkeys card, a passkey without the key')

    // The device's passkey opens the key (the security key waits), then the new one wraps it (touched).
    prompts.push(
      () => securityKey.touched(false),
      () => securityKey.touched(true),
    )
    asked = 0
    await give.click()
    await card.getByText('This passkey now holds the wallet’s key.').waitFor({ timeout: 30_000 })
    await context.unroute(options)
    expect(asked).toBe(2)
    expect(await card.getByText(NOT_YET).count()).toBe(0)
    expect(await card.getByRole('button', { name: 'Give this passkey the key' }).count()).toBe(0)
    expect((await postFromFrame(page, '/api/device-key/state', {})).body.passkeys).toEqual([
      { id: ids[0], prf: true, holdsKey: true },
      { id: ids[1], prf: true, holdsKey: true },
    ])
    await closePasskeysCard(page, frame)

    // The device is gone: the security key's passkey alone opens the key for a signature.
    await device.unplug()
    const signsBefore = (await securityKey.credentials())[0]?.signCount ?? 0
    await signMessage(page, 'Signed with the passkey that got the key later', address)
    expect((await securityKey.credentials())[0]?.signCount).toBeGreaterThan(signsBefore)
    await context.close()
  }, 180_000)
})
