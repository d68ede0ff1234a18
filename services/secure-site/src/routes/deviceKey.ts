import type { Hono } from 'hono'
import { isAddressEqual, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { wrapProofMessage } from '../frame/deviceKeyCrypto.js'
import { post } from '../http/api.js'
import { ApiError, type SecureSiteDeps } from '../http/context.js'
import { deviceKeysOf } from '../passkeys/deviceKeys.js'
import { requestChallenge } from '../passkeys/passkeyStore.js'
import { assertionOptions, verifyAssertion } from '../passkeys/relyingParty.js'
import { type AuthenticationResponse, challengeOf } from '../passkeys/schemas.js'
import type { User } from '../store/users.js'
import { refuseHeldExport } from './exportHold.js'
import { sessionUser } from './login.js'

// Keys the server cannot use alone ('Keep the key on my devices'). Every change of where the key lives
// is confirmed by a passkey's assertion over that change (the challenge commits to it, as a request's
// does); the PRF output that wraps the key stays in the frame, and so does the recovery secret.

/** What each assertion commits to (not RPC methods: no page can ask for them by name). */
const KEEP_ON_DEVICE = { method: 'foyer_keepKeyOnDevice', params: null, chainId: 0 } as const
const RETURN_TO_SERVER = { method: 'foyer_returnKeyToServer', params: null, chainId: 0 } as const
const wrapFor = (id: string) => ({
  method: 'foyer_wrapKeyForPasskey',
  params: { credentialId: id },
  chainId: 0,
})
const ticketFor = (id: string) => ({
  method: 'foyer_deviceKeyTicket',
  params: { credentialId: id },
  chainId: 0,
})

const refused = (message = 'The key could not be kept on this device') =>
  new ApiError(403, 'DEVICE_KEY_REFUSED', message)

const challengeFor =
  (request: { method: string; params: unknown; chainId: number }, origin: string) => (nonce: string) =>
    requestChallenge({ ...request, origin, nonce })

export function deviceKeyRoutes(app: Hono, deps: SecureSiteDeps): void {
  const keys = () => deviceKeysOf(deps)
  // The visitor's passkey confirmed exactly this change, on this site, in this browser.
  const confirmChange = (
    passkey: AuthenticationResponse,
    user: User,
    change: Parameters<typeof challengeFor>[0],
    device: string,
    origin: string,
  ) => verifyAssertion(deps, passkey, 'confirm', device, origin, user.id, challengeFor(change, origin))

  // What the frame's card shows: the mode, which passkeys hold a wrapping, which can (PRF) at all.
  post(app, deps, '/api/device-key/state', async ({ body, device }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    const state = await keys().state(user.id)
    const passkeys = await deps.passkeys.ofUser(user.id)
    return {
      mode: state.mode,
      address: user.address,
      passkeys: passkeys.map((key) => ({ id: key.id, prf: key.prf, holdsKey: key.id in state.wraps })),
    }
  })

  // Options for the one assertion a change needs, with the wallet's PRF input and (to unwrap) the
  // wrappings: turning device mode on, off, or wrapping the key for one more passkey (`credentialId`).
  post(app, deps, '/api/device-key/options', async ({ body, device, origin }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    const state = await keys().state(user.id)
    const passkeys = await deps.passkeys.ofUser(user.id)
    if (passkeys.length === 0) throw new ApiError(403, 'PASSKEY_REQUIRED', 'Add a passkey first')
    const expected = body.action === 'enable' ? 'server' : 'device'
    if (state.mode !== expected) throw refused('The wallet’s key is not where this change expects it')
    const request =
      body.action === 'enable'
        ? KEEP_ON_DEVICE
        : body.action === 'wrap' && body.credentialId
          ? wrapFor(body.credentialId)
          : body.action === 'disable'
            ? RETURN_TO_SERVER
            : undefined
    if (!request) throw new ApiError(400, 'BAD_REQUEST', 'Name the passkey to wrap the key for')
    if (body.action === 'enable') await refuseHeldExport(deps, user.id)
    const allow =
      body.action === 'enable'
        ? passkeys.filter((key) => key.prf !== false)
        : body.action === 'wrap'
          ? passkeys.filter((key) => key.id === body.credentialId)
          : passkeys.filter((key) => key.id in state.wraps)
    if (allow.length === 0)
      throw new ApiError(403, 'PRF_UNAVAILABLE', 'This browser or passkey cannot keep the key on the device')
    const challenge = await deps.passkeys.issue('confirm', device, user.id, challengeFor(request, origin))
    return {
      options: await assertionOptions(deps, challenge, allow),
      salt: await keys().salt(user.id),
      wraps: state.wraps,
    }
  })

  // Device mode on, step 1: the assertion over that change opens the sealed key once, for the frame to
  // wrap, with a ticket (2 minutes, once, this browser and passkey) for step 2.
  post(app, deps, '/api/device-key/unlock', async ({ body, device, origin }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    await refuseHeldExport(deps, user.id)
    await confirmChange(body.passkey, user, KEEP_ON_DEVICE, device, origin)
    const ticket = await deps.passkeys.issue(
      'device-key',
      device,
      user.id,
      challengeFor(ticketFor(body.passkey.id), origin),
    )
    // The one other answer that carries a key: the frame's, after the device confirmed this change.
    return { privateKey: await deps.users.withKey(user, async (key) => key), ticket }
  })

  // Device mode on, step 2: the wrappings stored and the sealed key deleted, in one transaction.
  post(app, deps, '/api/device-key/enable', async ({ body, device, origin }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    const nonce = await deps.passkeys.spend(body.ticket, 'device-key', device, user.id)
    if (nonce === undefined || challengeFor(ticketFor(body.credentialId), origin)(nonce) !== body.ticket)
      throw refused()
    if (!(await keys().enable(user.id, body.credentialId, body.wrapped, body.recovery))) throw refused()
    return { mode: 'device' as const }
  })

  // One more passkey holds the key: its own assertion over this wrapping (so its PRF made it) and a
  // signature by the key itself over that challenge (so the frame held the key, from a passkey or the kit).
  post(app, deps, '/api/device-key/wrap', async ({ body, device, origin }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    const id = body.passkey.id
    await confirmChange(body.passkey, user, wrapFor(id), device, origin)
    const challenge = challengeOf(body.passkey.response.clientDataJSON) as string
    const holds = await verifyMessage({
      address: user.address,
      message: wrapProofMessage(challenge),
      signature: body.proof as `0x${string}`,
    }).catch(() => false)
    if (!holds) throw refused('The key does not belong to this wallet')
    if (!(await keys().addWrap(user.id, id, body.wrapped))) throw refused()
    return { wrapped: id }
  })

  // Recovery: the kit's wrapping, to the frame of a signed-in browser (useless without the kit's secret).
  post(app, deps, '/api/device-key/recovery', async ({ body, device }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    const wrapped = await keys().recoveryWrap(user.id)
    if (!wrapped) throw refused('This wallet’s key is not kept on devices')
    return { wrapped, address: user.address }
  })

  // Device mode off: a passkey's assertion over that change, and the key (unwrapped in the frame) sealed
  // under the KEK again once it is checked to be this wallet's.
  post(app, deps, '/api/device-key/disable', async ({ body, device, origin }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    await confirmChange(body.passkey, user, RETURN_TO_SERVER, device, origin)
    const key = body.privateKey as `0x${string}`
    if (!ownsKey(user, key)) throw refused('The key does not belong to this wallet')
    if (!(await keys().disable(user.id, key))) throw refused()
    return { mode: 'server' as const }
  })
}

function ownsKey(user: User, key: `0x${string}`): boolean {
  try {
    return isAddressEqual(privateKeyToAccount(key).address, user.address)
  } catch {
    return false
  }
}
