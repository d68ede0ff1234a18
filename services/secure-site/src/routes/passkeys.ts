import type { Hono } from 'hono'
import { post } from '../http/api.js'
import { ApiError, type SecureSiteDeps } from '../http/context.js'
import { confirmationWaived, EXPORT_REQUEST, issueConfirmation, needsPasskey } from '../passkeys/confirm.js'
import { deviceKeysOf } from '../passkeys/deviceKeys.js'
import {
  assertionOptions,
  passkeyUnknown,
  register,
  registrationOptions,
  verifyAssertion,
} from '../passkeys/relyingParty.js'
import { checkCode, emailOf, sendCode, sessionUser } from './login.js'

const deviceKeyLast = () =>
  new ApiError(
    409,
    'DEVICE_KEY_LAST',
    'This passkey is the last one holding the wallet’s key: turn off keeping the key on your devices first',
  )

/**
 * Passkeys: adding and removing them (signed in), signing in with one (a fresh browser, no code), and
 * the challenges that confirm one request of a passkey-protected wallet (confirm.ts checks them).
 */
export function passkeyRoutes(app: Hono, deps: SecureSiteDeps): void {
  post(app, deps, '/api/passkey/list', async ({ body, device }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    const keys = await deps.passkeys.ofUser(user.id)
    return {
      passkeys: keys.map((key) => ({
        id: key.id,
        createdAt: key.createdAt.toISOString(),
        lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      })),
    }
  })

  post(app, deps, '/api/passkey/register/options', async ({ body, device }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    return { options: await registrationOptions(deps, user, device) }
  })

  post(app, deps, '/api/passkey/register', async ({ body, device, origin }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    return { id: await register(deps, user, device, origin, body.response) }
  })

  // Sign-in: a discoverable credential answers a challenge bound to this browser; no code, no email.
  post(app, deps, '/api/passkey/login/options', async ({ device }) => {
    const challenge = await deps.passkeys.issue('login', device, null)
    return { options: await assertionOptions(deps, challenge) }
  })

  post(app, deps, '/api/passkey/login', async ({ body, device, origin }) => {
    const userId = await verifyAssertion(deps, body.response, 'login', device, origin, null)
    const user = await deps.users.byId(userId)
    if (!user) throw passkeyUnknown()
    await deps.users.rememberDevice(user, device)
    return { sessionToken: await deps.users.openSession(user, device) }
  })

  // The challenge for one request: `{ required: false }` when the wallet has no passkey (or a message
  // signature is within the app's grace), else assertion options over the request's commitment.
  post(app, deps, '/api/passkey/confirm/options', async ({ body, device, origin }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    const asked = body.export
      ? EXPORT_REQUEST
      : body.request && body.chainId !== undefined
        ? { method: body.request.method, params: body.request.params, chainId: body.chainId }
        : undefined
    if (!asked) throw new ApiError(400, 'BAD_REQUEST', 'Name the request or the export to confirm')
    const request = { ...asked, user, device, sessionToken: body.sessionToken, origin }
    if (!needsPasskey(request.method) && !body.export) return { required: false as const }
    if (await confirmationWaived(deps, request)) return { required: false as const }
    const challenge = await issueConfirmation(deps, request)
    const passkeys = await deps.passkeys.ofUser(user.id)
    const keys = deviceKeysOf(deps)
    if ((await keys.mode(user.id)) === 'server')
      return { required: true as const, options: await assertionOptions(deps, challenge, passkeys) }
    // Device mode: only a passkey holding a wrapping can open the key; the frame asks it with the
    // wallet's PRF input and unwraps the one that answered.
    const { wraps } = await keys.state(user.id)
    return {
      required: true,
      options: await assertionOptions(
        deps,
        challenge,
        passkeys.filter((key) => key.id in wraps),
      ),
      device: { salt: await keys.salt(user.id), wraps, address: user.address },
    }
  })

  // Removing one of several needs the session; removing the last, which unprotects the wallet, needs
  // a fresh code to the account's address, typed on the frame's card.
  post(app, deps, '/api/passkey/remove/request', async ({ body, ...asker }) => {
    const user = await sessionUser(deps, body.sessionToken, asker.device)
    await sendCode(deps, emailOf(user), 'passkey-remove', 'Use this code to remove your last passkey.', asker)
    return {}
  })

  post(app, deps, '/api/passkey/remove', async ({ body, device }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    const keys = await deps.passkeys.ofUser(user.id)
    if (!keys.some((key) => key.id === body.id)) throw passkeyUnknown()
    const last = keys.length === 1
    // Device mode: the last passkey holding the key stays until another holds it or the mode is off
    // (asked before a code is spent on it).
    const { mode, wraps } = await deviceKeysOf(deps).state(user.id)
    if (mode === 'device' && body.id in wraps && Object.keys(wraps).length === 1) throw deviceKeyLast()
    if (last && body.otp) await checkCode(deps, emailOf(user), 'passkey-remove', device, body.otp)
    // The store checks both again with the user's row locked: two removals at once cannot take the
    // last passkey, nor the last one holding the key.
    const removed = await deps.passkeys.remove(user.id, body.id, last && body.otp !== undefined)
    if (removed === 'unknown') throw passkeyUnknown()
    if (removed === 'last-holder') throw deviceKeyLast()
    if (removed === 'last')
      throw new ApiError(403, 'PASSKEY_LAST', 'Removing your last passkey needs a code from your email')
    return { removed: true as const }
  })
}
