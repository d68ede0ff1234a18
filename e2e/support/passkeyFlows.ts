import type { FrameLocator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { openAccountAfterLogin, switchToEoa } from './accountView.js'
import { signInByEmail } from './emailLogin.js'

// What a visitor does with passkeys on the demo: the frame's Passkeys card, device mode, a signature,
// sign-in with a passkey; and what a stolen frame storage could post to the secure site's API.

export const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`
export const secureFrame = (page: Page) => page.frameLocator('#foyer-secure-frame')

/**
 * Signs in by email, switches the Account view to the key's own account (EOA) and closes it: the address
 * the passkey tests sign with.
 */
export async function signInAsEoa(page: Page, urls: { demo: string; mail: string }, email: string) {
  await signInByEmail(page, urls, email)
  const address = await switchToEoa(await openAccountAfterLogin(page))
  await page.keyboard.press('Escape')
  return address
}

/** Account view > 'Add a passkey' > the frame's Passkeys card (the Account view opened after a login without `address`). */
export async function openPasskeysCard(page: Page, address?: string): Promise<FrameLocator> {
  const account = address
    ? await (async () => {
        await page.getByRole('button', { name: new RegExp(shortAddress(address)) }).click()
        return page.getByRole('dialog', { name: 'Account' })
      })()
    : await openAccountAfterLogin(page)
  await account.getByRole('button', { name: 'Add a passkey' }).click()
  await secureFrame(page).getByRole('dialog', { name: 'Passkeys' }).waitFor()
  return secureFrame(page)
}

/** Done on the Passkeys card, then the Account view closed. */
export async function closePasskeysCard(page: Page, frame: FrameLocator) {
  await frame.getByRole('dialog', { name: 'Passkeys' }).getByRole('button', { name: 'Done' }).click()
  await page.locator('#foyer-secure-frame').waitFor({ state: 'hidden' })
  await page.keyboard.press('Escape')
}

/** Adds a passkey on the Passkeys card and turns device mode on, up to the recovery kit's card; returns its text. */
export async function showRecoveryKit(frame: FrameLocator): Promise<string> {
  const card = frame.getByRole('dialog', { name: 'Passkeys' })
  await card.getByRole('button', { name: 'Add a passkey' }).click()
  // The card's status, not a wait for the text: a failure then says what the card said instead.
  await expect.poll(() => card.getByRole('status').textContent(), { timeout: 30_000 }).toBe('Passkey added')
  const toggle = card.getByRole('switch', { name: 'Keep the key on my devices' })
  await expect.poll(() => toggle.isEnabled()).toBe(true)
  await toggle.check()
  return card.getByRole('textbox', { name: 'Your recovery kit' }).inputValue()
}

/** Device mode on from the Passkeys card (its passkey added first); returns the kit's text. */
export async function turnOnDeviceMode(frame: FrameLocator): Promise<string> {
  const card = frame.getByRole('dialog', { name: 'Passkeys' })
  const kit = await showRecoveryKit(frame)
  await card.getByRole('checkbox', { name: 'I saved it' }).check()
  await card.getByRole('button', { name: 'Continue' }).click()
  await card.getByText('The key is now kept on your devices.').waitFor()
  return kit
}

/** The demo's 'Sign' with `message`, Approve on the frame's card, and the demo's check of the signature. */
export async function signMessage(page: Page, message: string, address: string) {
  await page.locator('#sign-message').fill(message)
  await page.getByRole('button', { name: 'Sign', exact: true }).click()
  const approval = secureFrame(page).getByRole('dialog')
  await approval.getByText(message).waitFor()
  await approval.getByRole('button', { name: 'Approve' }).click()
  await page.getByText(`Signature verified for ${address}`).waitFor({ timeout: 30_000 })
}

/** Connect > 'Sign in with a passkey' > the frame's card > Continue; returns the card. */
export async function signInWithPasskey(page: Page) {
  await page.goto(inject('urls').demo)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Sign in with a passkey' })
    .click()
  const card = secureFrame(page).getByRole('dialog', { name: 'Sign in with a passkey' })
  await card.getByRole('button', { name: 'Continue' }).click()
  return card
}

/** The secure site's frame in `page` (its document, to post from it as its own scripts would). */
function frameOf(page: Page) {
  const frame = page.frames().find((f) => f.url().startsWith(`${inject('urls').secureSite}/sdk`))
  if (!frame) throw new Error('The secure site’s frame is not in the page')
  return frame
}

/** The frame's own session and device secret posting to its API (what a stolen frame storage could do). */
export async function postFromFrame(page: Page, path: string, body: Record<string, unknown>) {
  const sessionToken = await page.evaluate(() => localStorage.getItem('foyer:embedded:session'))
  return frameOf(page).evaluate(
    async ({ path, body, origin }) => {
      const projectId = new URL(location.href).searchParams.get('projectId')
      const response = await fetch(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-foyer-device': localStorage.getItem('foyer-secure:device') ?? '',
        },
        body: JSON.stringify({ projectId, origin, ...body }),
      })
      return { status: response.status, body: await response.json() }
    },
    { path, body: { sessionToken, ...body }, origin: new URL(inject('urls').demo).origin },
  )
}

/**
 * `request` posted to `/api/rpc` with the frame's session and device secret and a real assertion over
 * the server's challenge for it (the browser's passkey, asked from the frame's document), but nothing
 * signed in the frame: what the server itself does with a confirmed request.
 */
export async function confirmedWithoutSignature(
  page: Page,
  request: { method: string; params: unknown[] },
  chainId = 31337,
) {
  const asked = await postFromFrame(page, '/api/passkey/confirm/options', { chainId, request })
  const options = asked.body.options as { challenge: string; allowCredentials: { id: string }[] }
  const passkey = await frameOf(page).evaluate(async (options) => {
    const bytes = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
    const text = (buffer: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    const credential = (await navigator.credentials.get({
      publicKey: {
        challenge: bytes(options.challenge),
        allowCredentials: options.allowCredentials.map((key) => ({ type: 'public-key', id: bytes(key.id) })),
        userVerification: 'required',
      },
    })) as PublicKeyCredential
    const response = credential.response as AuthenticatorAssertionResponse
    return {
      id: credential.id,
      rawId: text(credential.rawId),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: text(response.clientDataJSON),
        authenticatorData: text(response.authenticatorData),
        signature: text(response.signature),
        ...(response.userHandle ? { userHandle: text(response.userHandle) } : {}),
      },
    }
  }, options)
  return postFromFrame(page, '/api/rpc', { chainId, request, passkey })
}
