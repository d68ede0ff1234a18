import type { BrowserContext, CDPSession, Page } from 'playwright-core'

/** A credential as Chromium's virtual authenticator lists it (CDP WebAuthn). */
export type Credential = {
  credentialId: string
  isResidentCredential: boolean
  rpId: string
  privateKey: string
  userHandle?: string
  signCount: number
}

/** One CDP session per page with WebAuthn enabled: a page's authenticators share its environment. */
const sessions = new WeakMap<Page, Promise<CDPSession>>()

function webAuthnOf(context: BrowserContext, page: Page): Promise<CDPSession> {
  let session = sessions.get(page)
  if (!session) {
    session = context.newCDPSession(page).then(async (cdp) => {
      await cdp.send('WebAuthn.enable')
      return cdp
    })
    sessions.set(page, session)
  }
  return session
}

/**
 * A virtual authenticator (resident keys, user verification; PRF unless `hasPrf: false`) for `page`'s
 * context: the secure site's frame, another site in its own process, uses it as a visitor's device.
 * `transport: 'internal'` (default) is the device's own (one per page); `'usb'` a security key beside it.
 * `credentials()` lists what it holds; `add()` puts a synced passkey into it (Chromium keeps no PRF secret
 * for an added credential: it answers with no PRF output); `touched(false)` leaves it waiting for a
 * touch that does not come (a key the visitor does not use); `unplug()` takes it away.
 */
export async function addAuthenticator(
  context: BrowserContext,
  page: Page,
  { hasPrf = true, transport = 'internal' }: { hasPrf?: boolean; transport?: 'internal' | 'usb' } = {},
) {
  const cdp = await webAuthnOf(context, page)
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport,
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf,
    },
  })
  return {
    credentials: async () =>
      ((await cdp.send('WebAuthn.getCredentials', { authenticatorId })) as { credentials: Credential[] })
        .credentials,
    add: (credential: Credential) => cdp.send('WebAuthn.addCredential', { authenticatorId, credential }),
    touched: (enabled: boolean) =>
      cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
    unplug: () => cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId }),
  }
}
