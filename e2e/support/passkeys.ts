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

/**
 * A virtual platform authenticator (resident keys, user verification; PRF unless `hasPrf: false`) for
 * `page`'s context: the secure site's frame, another site in its own process, uses it as a visitor's
 * device. `credentials()` lists what it holds; `add()` puts a synced passkey into it.
 */
export async function addAuthenticator(context: BrowserContext, page: Page, { hasPrf = true } = {}) {
  const cdp: CDPSession = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
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
  }
}
