import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { openAccountAfterLogin, switchToEoa } from './support/accountView.js'
import { useBrowser } from './support/browser.js'
import { newEmail, signInByEmail } from './support/emailLogin.js'
import { CODE, codeFor as codeAt, mailsSince } from './support/mail.js'
import {
  closePasskeysCard,
  openPasskeysCard,
  postFromFrame,
  secureFrame,
  shortAddress,
  signInAsEoa,
  signInWithPasskey,
} from './support/passkeyFlows.js'
import { addAuthenticator, type Credential } from './support/passkeys.js'

// Passkeys with Chromium's own virtual authenticator (CDP WebAuthn), added to each browser context's
// page: the secure site's frame (another site, its own process) uses it like a platform authenticator
// with user verification. A "synced" passkey is the same credential put into a fresh context.
const { newPage, urls } = useBrowser()

describe('passkeys on the embedded wallet', () => {
  it('adds a passkey, confirms a signature with it (its assertion confirms no other request, nor the same twice), and signs a fresh browser in with it alone to the same wallet', async () => {
    const first = await newPage()
    const authenticator = await addAuthenticator(first.context, first.page)
    const { page } = first
    const email = newEmail('pk')
    await signInByEmail(page, urls(), email)
    let account = await openAccountAfterLogin(page)
    // The key's own account acts (the smart account's signature is another test's subject).
    const address = await switchToEoa(account)

    // Add a passkey: the Account view asks the frame, whose own card creates it on the visitor's press.
    await account.getByRole('button', { name: 'Add a passkey' }).click()
    await page.getByRole('dialog').getByText('your device asks for your passkey there').waitFor()
    const card = secureFrame(page).getByRole('dialog', { name: 'Passkeys' })
    await card.getByText('No passkey yet.').waitFor()
    await card.getByRole('button', { name: 'Add a passkey' }).click()
    await card.getByText('Passkey added', { exact: true }).waitFor()
    await card.getByRole('listitem').first().waitFor()
    const [credential] = await authenticator.credentials()
    // Discoverable, for the secure site's host only (not the app's).
    expect(credential).toMatchObject({
      isResidentCredential: true,
      rpId: new URL(urls().secureSite).hostname,
    })
    const signsBefore = credential?.signCount ?? 0
    await card.getByRole('button', { name: 'Done' }).click()
    await page.locator('#foyer-secure-frame').waitFor({ state: 'hidden' })
    await page.keyboard.press('Escape')

    // Sign with it: Approve on the card, then the device's assertion over this request, checked on the server.
    const confirmed: Record<string, unknown>[] = []
    page.on('request', (request) => {
      const body = request.method() === 'POST' ? request.postDataJSON() : undefined
      if (request.url().endsWith('/api/rpc') && body?.passkey) confirmed.push(body)
    })
    await page.locator('#sign-message').fill('Confirmed by my passkey')
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    const approval = secureFrame(page).getByRole('dialog')
    await approval.getByText('Confirmed by my passkey').waitFor()
    await approval.getByRole('button', { name: 'Approve' }).click()
    await page.getByText(`Signature verified for ${address}`).waitFor({ timeout: 30_000 })
    // The credential as it is now (its counter moved): a synced copy carries it along.
    const [used] = await authenticator.credentials()
    expect(used?.signCount).toBeGreaterThan(signsBefore)

    // The frame's own session and device secret, without an assertion, sign nothing now.
    const sessionToken = await page.evaluate(() => localStorage.getItem('foyer:embedded:session'))
    const frame = page.frames().find((f) => f.url().startsWith(`${urls().secureSite}/sdk`))
    const bare = await frame?.evaluate(
      async ({ sessionToken, origin, message, address }) => {
        const projectId = new URL(location.href).searchParams.get('projectId')
        const response = await fetch('/api/rpc', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-foyer-device': localStorage.getItem('foyer-secure:device') ?? '',
          },
          body: JSON.stringify({
            projectId,
            origin,
            sessionToken,
            chainId: 31337,
            request: { method: 'personal_sign', params: [message, address] },
          }),
        })
        return { status: response.status, body: await response.json() }
      },
      { sessionToken, origin: new URL(urls().demo).origin, message: stringToHex('no passkey'), address },
    )
    expect(bare).toEqual({
      status: 403,
      body: { error: { code: 'PASSKEY_REQUIRED', message: 'Confirm this request with your passkey' } },
    })

    // The assertion the frame sent with that signature confirms nothing else: not another message, and not
    // the same request a second time (its challenge was used).
    const [sent] = confirmed
    expect(sent?.request).toMatchObject({ method: 'personal_sign' })
    const request = sent?.request as { method: string; params: unknown[] }
    const replays = await frame?.evaluate(
      async (bodies) => {
        const answers = []
        for (const body of bodies) {
          const response = await fetch('/api/rpc', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-foyer-device': localStorage.getItem('foyer-secure:device') ?? '',
            },
            body: JSON.stringify(body),
          })
          answers.push({ status: response.status, code: (await response.json()).error?.code })
        }
        return answers
      },
      [
        { ...sent, request: { ...request, params: [stringToHex('send it all'), address] } },
        sent as Record<string, unknown>,
      ],
    )
    expect(replays).toEqual([
      { status: 403, code: 'PASSKEY_REFUSED' },
      { status: 403, code: 'PASSKEY_REFUSED' },
    ])
    await first.context.close()

    // A fresh browser holding the same passkey (as a synced one would be) signs in with it alone: no
    // code, no mail, the same wallet.
    const second = await newPage()
    const synced = await addAuthenticator(second.context, second.page)
    await synced.add(used as Credential)
    const mailsBefore = (await mailsSince(urls().mail, email)).length
    await signInWithPasskey(second.page)
    account = await openAccountAfterLogin(second.page)
    await account.getByTestId('foyer-connected-wallet').getByText(email).waitFor()
    expect(await account.locator('.foyer-account-name').getAttribute('title')).toBe(address)
    await second.page.keyboard.press('Escape')
    await second.page.getByRole('button', { name: new RegExp(shortAddress(address)) }).waitFor()
    const mails = await mailsSince(urls().mail, email)
    expect(mails.length).toBe(mailsBefore)
    expect(mails.filter((mail) => CODE.test(mail.text)).length).toBe(1)
    await second.context.close()
  }, 120_000)

  it('shows the key for export only after the passkey confirmed it, beside the mailed code', async () => {
    const { page, context } = await newPage()
    const authenticator = await addAuthenticator(context, page)
    const email = newEmail('pkexport')
    const address = await signInAsEoa(page, urls(), email)
    const frame = await openPasskeysCard(page, address)
    const card = frame.getByRole('dialog', { name: 'Passkeys' })
    await card.getByRole('button', { name: 'Add a passkey' }).click()
    await card.getByText('Passkey added', { exact: true }).waitFor()
    await closePasskeysCard(page, frame)

    // The frame's card sends a code. That code with the session and device secret but no assertion
    // gets no key (and stays good: the passkey is asked for first).
    await page.getByRole('button', { name: new RegExp(shortAddress(address)) }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('button', { name: 'Export private key' }).click()
    const exportCard = secureFrame(page).getByRole('dialog', { name: 'Export private key' })
    const sentAt = Date.now() - 1000
    await exportCard.getByRole('button', { name: 'Send code' }).click()
    const code = await codeAt(urls().mail, email, sentAt)
    expect(await postFromFrame(page, '/api/export', { otp: code })).toEqual({
      status: 403,
      body: { error: { code: 'PASSKEY_REQUIRED', message: 'Confirm this request with your passkey' } },
    })

    // Typed on the card: the passkey's assertion over this export, then the key.
    const [before] = await authenticator.credentials()
    await exportCard.getByLabel('Code from your email').fill(code)
    await exportCard.getByRole('button', { name: 'Show key' }).click()
    const key = (await exportCard.getByLabel('Private key').textContent()) as `0x${string}`
    expect(privateKeyToAccount(key).address).toBe(address)
    const [after] = await authenticator.credentials()
    expect(after?.signCount).toBeGreaterThan(before?.signCount ?? 0)
    await context.close()
  }, 120_000)

  it('says a passkey the wallet does not know is unknown, and signs nothing in', async () => {
    const { page, context } = await newPage()
    const authenticator = await addAuthenticator(context, page)
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    await authenticator.add({
      credentialId: randomBytes(32).toString('base64'),
      isResidentCredential: true,
      rpId: new URL(urls().secureSite).hostname,
      privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      userHandle: randomBytes(16).toString('base64'),
      signCount: 0,
    })
    const card = await signInWithPasskey(page)
    await card.getByText('This passkey is not known to this wallet').waitFor()
    await card.getByRole('button', { name: 'Cancel' }).click()
    await page.locator('#foyer-secure-frame').waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => localStorage.getItem('foyer:embedded:session'))).toBeNull()
    await context.close()
  })
})
