import { randomBytes } from 'node:crypto'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { newRecoveryKit, wrapKey, wrapProofMessage } from '../frame/deviceKeyCrypto.js'
import type { Harness } from './harness.js'
import { createSoftAuthenticator } from './softAuthenticator.js'

// Device-mode wallets for the service tests. The frame's part (PRF, WebCrypto) is played by
// deviceKeyCrypto.ts itself with a stand-in PRF output: the server never sees one, so what it checks does
// not depend on where the secret came from. e2e/passkeyDevice*.e2e.ts use Chromium's PRF.

export type Authenticator = ReturnType<typeof createSoftAuthenticator>

/** Adds a passkey (whose browser said it has PRF) to the signed-in `token`; returns the server's answer. */
export async function addPasskey(h: Harness, token: string, authenticator: Authenticator) {
  const { body } = await h.call('/api/passkey/register/options', { sessionToken: token })
  const response = authenticator.create(body.options)
  return h.call('/api/passkey/register', {
    sessionToken: token,
    response: { ...response, clientExtensionResults: { prf: { enabled: true } } },
  })
}

/** A wallet with a passkey turned to device mode; returns what the frame knew (key, PRF stand-in, kit). */
export async function deviceWallet(h: Harness, email: string) {
  const token = await h.signIn(email)
  const { address } = (await h.call('/api/user', { sessionToken: token, chainId: 31337 })).body
  const key = createSoftAuthenticator(new URL(h.deps.config.publicUrl).origin)
  await addPasskey(h, token, key)
  const prf = new Uint8Array(randomBytes(32))
  const options = await h.call('/api/device-key/options', { sessionToken: token, action: 'enable' })
  expect(options.body.salt).toMatch(/^[A-Za-z0-9_-]{43}$/)
  const passkey = key.get(options.body.options.challenge)
  const unlocked = await h.call('/api/device-key/unlock', { sessionToken: token, passkey })
  const privateKey = unlocked.body.privateKey as `0x${string}`
  expect(privateKeyToAccount(privateKey).address).toBe(address)
  const kit = newRecoveryKit(address, 'http://localhost:5173')
  const enabled = await h.call('/api/device-key/enable', {
    sessionToken: token,
    ticket: unlocked.body.ticket,
    credentialId: passkey.id,
    wrapped: await wrapKey(privateKey, prf, { passkey: passkey.id }, address),
    recovery: await wrapKey(privateKey, kit.secret, { kit: true }, address),
  })
  expect(enabled.body).toEqual({ mode: 'device' })
  return { token, address: address as `0x${string}`, key, prf, privateKey, kit, credentialId: passkey.id }
}

export type DeviceWallet = Awaited<ReturnType<typeof deviceWallet>>

/** The credential id of the passkey `authenticator` made last (base64url, as the server names it). */
export const lastCredentialOf = (authenticator: Authenticator) =>
  Buffer.from(authenticator.credentials.at(-1)?.id as Buffer).toString('base64url')

/** Wraps the wallet's key for `authenticator`'s last passkey as the frame does: its assertion and the key's proof. */
export async function wrapForPasskey(h: Harness, wallet: DeviceWallet, authenticator: Authenticator) {
  const credentialId = lastCredentialOf(authenticator)
  const { body } = await h.call('/api/device-key/options', {
    sessionToken: wallet.token,
    action: 'wrap',
    credentialId,
  })
  const challenge = body.options.challenge as string
  return h.call('/api/device-key/wrap', {
    sessionToken: wallet.token,
    passkey: authenticator.get(challenge),
    wrapped: await wrapKey(
      wallet.privateKey,
      new Uint8Array(randomBytes(32)),
      { passkey: credentialId },
      wallet.address,
    ),
    proof: await privateKeyToAccount(wallet.privateKey).signMessage({ message: wrapProofMessage(challenge) }),
  })
}
