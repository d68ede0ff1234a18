import type { Hono } from 'hono'
import { KeyOnDeviceError } from '../crypto/envelope.js'
import { digest } from '../crypto/tokens.js'
import { post } from '../http/api.js'
import { ApiError, type SecureSiteDeps } from '../http/context.js'
import { emailChangedMail } from '../mail/mailer.js'
import { EXPORT_REQUEST, needsPasskey, requirePasskey } from '../passkeys/confirm.js'
import { deviceKeysOf } from '../passkeys/deviceKeys.js'
import { relaySigned } from '../passkeys/deviceSigning.js'
import { handleRpc } from '../rpc/handleRpc.js'
import { RpcError } from '../rpc/rpcError.js'
import { emailUndoRoutes } from './emailUndo.js'
import { refuseHeldExport } from './exportHold.js'
import { checkCode, emailOf, sendCode, sessionUser } from './login.js'

/** A device-mode wallet's request the server was asked to sign itself. */
const keyOnDevice = () =>
  new ApiError(
    409,
    'KEY_ON_DEVICE',
    'This wallet’s key is kept on your devices: the server cannot sign for it',
  )

/** The signed-in user's requests: RPC (reads, and signing the visitor approved) and email update. */
export function accountRoutes(app: Hono, deps: SecureSiteDeps): void {
  emailUndoRoutes(app, deps)
  post(app, deps, '/api/rpc', async ({ body, device, origin }) => {
    const user = body.sessionToken ? await deps.users.session(body.sessionToken, device) : undefined
    if (user && body.sessionToken && needsPasskey(body.request.method))
      await requirePasskey(
        deps,
        {
          user,
          device,
          sessionToken: body.sessionToken,
          origin,
          method: body.request.method,
          params: body.request.params,
          chainId: body.chainId,
        },
        body.passkey,
        body.passkeyGrace,
      )
    const context = {
      db: deps.db,
      users: deps.users,
      rpcUrls: deps.config.rpcUrls,
      bundlerUrls: deps.config.bundlerUrls,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    }
    // Device mode: the server signs nothing; it relays what the frame signed (the assertion above
    // was checked over this request), and refuses a request without it.
    const onDevice =
      user !== undefined &&
      needsPasskey(body.request.method) &&
      (await deviceKeysOf(deps).mode(user.id)) === 'device'
    if (onDevice && body.signed === undefined) throw keyOnDevice()
    try {
      const { method, params } = body.request
      const result =
        onDevice && user
          ? await relaySigned(context, user, body.chainId, method, params, body.signed)
          : await handleRpc(context, user, body.chainId, method, params)
      return { result: result ?? null }
    } catch (error) {
      if (error instanceof KeyOnDeviceError) throw keyOnDevice()
      if (error instanceof RpcError) return { error: { code: error.code, message: error.message } }
      // A chain or signing failure: its short text only (viem's), never a stack or a key.
      const message = (error as { shortMessage?: unknown }).shortMessage
      return { error: { code: -32603, message: typeof message === 'string' ? message : 'An error occurred' } }
    }
  })

  // Key export: a fresh code to the account's address, then the key, which only the frame shows.
  post(app, deps, '/api/export/request', async ({ body, ...asker }) => {
    const user = await sessionUser(deps, body.sessionToken, asker.device)
    await refuseHeldExport(deps, user.id)
    await sendCode(
      deps,
      emailOf(user),
      'export',
      'Use this code to show your wallet’s private key. Never share the key.',
      asker,
    )
    return {}
  })

  post(app, deps, '/api/export', async ({ body, device, origin }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    await refuseHeldExport(deps, user.id)
    // Device mode: the server holds no key it can open; the recovery kit is the visitor's copy.
    if ((await deviceKeysOf(deps).mode(user.id)) === 'device') throw keyOnDevice()
    // A passkey-protected wallet shows its key only after the passkey confirmed this export.
    await requirePasskey(
      deps,
      { ...EXPORT_REQUEST, user, device, sessionToken: body.sessionToken, origin },
      body.passkey,
    )
    await checkCode(deps, emailOf(user), 'export', device, body.otp)
    // The one answer that carries a key: the visitor asked for it with a fresh code.
    return { privateKey: await deps.users.withKey(user, async (key) => key) }
  })

  post(app, deps, '/api/email/update', async ({ body, ...asker }) => {
    const user = await sessionUser(deps, body.sessionToken, asker.device)
    if (body.email === user.email) throw new ApiError(400, 'SAME_EMAIL', 'This is already your email')
    if (await deps.users.byEmail(body.email))
      throw new ApiError(409, 'EMAIL_IN_USE', 'This email is already in use')
    await sendCode(
      deps,
      emailOf(user),
      'update-primary',
      `Use this code to confirm changing your email to ${body.email}. Enter it only in the wallet’s own window.`,
      asker,
    )
    await deps.db.query(
      `INSERT INTO ss_email_updates (user_id, new_email, primary_done, device_hash) VALUES ($1, $2, false, $3)
         ON CONFLICT (user_id) DO UPDATE SET new_email = EXCLUDED.new_email, primary_done = false,
           device_hash = EXCLUDED.device_hash`,
      [user.id, body.email, digest(deps.envelope.hmacKey(), asker.device)],
    )
    return { action: 'VERIFY_PRIMARY_OTP' as const }
  })

  // The update belongs to the browser that started it.
  const pending = async (userId: string, device: string) => {
    const { rows } = await deps.db.query<{ new_email: string; primary_done: boolean }>(
      'SELECT new_email, primary_done FROM ss_email_updates WHERE user_id = $1 AND device_hash = $2',
      [userId, digest(deps.envelope.hmacKey(), device)],
    )
    const row = rows[0]
    if (!row) throw new ApiError(400, 'NO_UPDATE', 'Start the email update again')
    return row
  }

  post(app, deps, '/api/email/update/primary', async ({ body, ...asker }) => {
    const user = await sessionUser(deps, body.sessionToken, asker.device)
    const update = await pending(user.id, asker.device)
    await checkCode(deps, emailOf(user), 'update-primary', asker.device, body.otp)
    await deps.db.query('UPDATE ss_email_updates SET primary_done = true WHERE user_id = $1', [user.id])
    await sendCode(
      deps,
      update.new_email,
      'update-secondary',
      'Use this code to confirm your new email. Enter it only in the wallet’s own window.',
      asker,
    )
    return { action: 'VERIFY_SECONDARY_OTP' as const }
  })

  // Resend on the card's second step: a new code to the new address, once the current one confirmed.
  post(app, deps, '/api/email/update/resend', async ({ body, ...asker }) => {
    const user = await sessionUser(deps, body.sessionToken, asker.device)
    const update = await pending(user.id, asker.device)
    if (!update.primary_done)
      throw new ApiError(400, 'PRIMARY_NOT_CONFIRMED', 'Confirm your current email first')
    await sendCode(
      deps,
      update.new_email,
      'update-secondary',
      'Use this code to confirm your new email. Enter it only in the wallet’s own window.',
      asker,
    )
    return {}
  })

  post(app, deps, '/api/email/update/secondary', async ({ body, device, origin }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    const update = await pending(user.id, device)
    if (!update.primary_done)
      throw new ApiError(400, 'PRIMARY_NOT_CONFIRMED', 'Confirm your current email first')
    await checkCode(deps, update.new_email, 'update-secondary', device, body.otp)
    const oldEmail = emailOf(user)
    if (!(await deps.users.setEmail(user, update.new_email)))
      throw new ApiError(409, 'EMAIL_IN_USE', 'This email is already in use')
    await deps.db.query('DELETE FROM ss_email_updates WHERE user_id = $1', [user.id])
    // Loud and reversible: the old address hears of it with an undo link, every other browser is
    // signed out and forgotten, and key export waits a day.
    const undo = await deps.emailChanges.record(user.id, oldEmail, update.new_email)
    await deps.users.endOtherSessions(user, device)
    await deps.mailer.send(
      emailChangedMail(
        oldEmail,
        update.new_email,
        `${deps.config.publicUrl}/email/undo?token=${undo}`,
        origin,
      ),
    )
    return { newEmail: update.new_email }
  })
}
