import type { Hono } from 'hono'
import * as z from 'zod'
import { post } from '../http/api.js'
import { ApiError, type SecureSiteDeps } from '../http/context.js'
import { handleRpc } from '../rpc/handleRpc.js'
import { RpcError } from '../rpc/rpcError.js'
import {
  chainIdSchema,
  checkCode,
  emailOf,
  emailSchema,
  otpSchema,
  sendCode,
  sessionUser,
  tokenSchema,
} from './login.js'

const rpcSchema = z.object({
  sessionToken: z.optional(z.union([tokenSchema, z.literal('')])),
  chainId: chainIdSchema,
  request: z.object({
    method: z.string().min(1).max(100),
    params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
  }),
})

/** The signed-in user's requests: RPC (reads, and signing the visitor approved) and email update. */
export function accountRoutes(app: Hono, deps: SecureSiteDeps): void {
  post(app, deps, '/api/rpc', rpcSchema, async ({ body, device }) => {
    const user = body.sessionToken ? await deps.users.session(body.sessionToken, device) : undefined
    try {
      const result = await handleRpc(
        {
          db: deps.db,
          users: deps.users,
          rpcUrls: deps.config.rpcUrls,
          bundlerUrls: deps.config.bundlerUrls,
          ...(deps.fetch ? { fetch: deps.fetch } : {}),
        },
        user,
        body.chainId,
        body.request.method,
        body.request.params,
      )
      return { result: result ?? null }
    } catch (error) {
      if (error instanceof RpcError) return { error: { code: error.code, message: error.message } }
      // A chain or signing failure: its short text only (viem's), never a stack or a key.
      const message = (error as { shortMessage?: unknown }).shortMessage
      return { error: { code: -32603, message: typeof message === 'string' ? message : 'An error occurred' } }
    }
  })

  // Key export: a fresh code to the account's address, then the key, which only the frame shows.
  post(
    app,
    deps,
    '/api/export/request',
    z.object({ sessionToken: tokenSchema }),
    async ({ body, device, origin }) => {
      const user = await sessionUser(deps, body.sessionToken, device)
      await sendCode(
        deps,
        emailOf(user),
        'export',
        'Use this code to show your wallet’s private key. Never share the key.',
        origin,
      )
      return {}
    },
  )

  post(
    app,
    deps,
    '/api/export',
    z.object({ sessionToken: tokenSchema, otp: otpSchema }),
    async ({ body, device }) => {
      const user = await sessionUser(deps, body.sessionToken, device)
      await checkCode(deps, emailOf(user), 'export', body.otp)
      // The one answer that carries a key: the visitor asked for it with a fresh code.
      return { privateKey: await deps.users.withKey(user, async (key) => key) }
    },
  )

  post(
    app,
    deps,
    '/api/email/update',
    z.object({ sessionToken: tokenSchema, email: emailSchema }),
    async ({ body, device, origin }) => {
      const user = await sessionUser(deps, body.sessionToken, device)
      if (body.email === user.email) throw new ApiError(400, 'SAME_EMAIL', 'This is already your email')
      if (await deps.users.byEmail(body.email))
        throw new ApiError(409, 'EMAIL_IN_USE', 'This email is already in use')
      await sendCode(
        deps,
        emailOf(user),
        'update-primary',
        `Use this code to confirm changing your email to ${body.email}.`,
        origin,
      )
      await deps.db.query(
        `INSERT INTO ss_email_updates (user_id, new_email, primary_done) VALUES ($1, $2, false)
         ON CONFLICT (user_id) DO UPDATE SET new_email = EXCLUDED.new_email, primary_done = false`,
        [user.id, body.email],
      )
      return { action: 'VERIFY_PRIMARY_OTP' as const }
    },
  )

  const pending = async (userId: string) => {
    const { rows } = await deps.db.query<{ new_email: string; primary_done: boolean }>(
      'SELECT new_email, primary_done FROM ss_email_updates WHERE user_id = $1',
      [userId],
    )
    const row = rows[0]
    if (!row) throw new ApiError(400, 'NO_UPDATE', 'Start the email update again')
    return row
  }

  post(
    app,
    deps,
    '/api/email/update/primary',
    z.object({ sessionToken: tokenSchema, otp: otpSchema }),
    async ({ body, device, origin }) => {
      const user = await sessionUser(deps, body.sessionToken, device)
      const update = await pending(user.id)
      await checkCode(deps, emailOf(user), 'update-primary', body.otp)
      await deps.db.query('UPDATE ss_email_updates SET primary_done = true WHERE user_id = $1', [user.id])
      await sendCode(
        deps,
        update.new_email,
        'update-secondary',
        'Use this code to confirm your new email.',
        origin,
      )
      return { action: 'VERIFY_SECONDARY_OTP' as const }
    },
  )

  post(
    app,
    deps,
    '/api/email/update/secondary',
    z.object({ sessionToken: tokenSchema, otp: otpSchema }),
    async ({ body, device }) => {
      const user = await sessionUser(deps, body.sessionToken, device)
      const update = await pending(user.id)
      if (!update.primary_done)
        throw new ApiError(400, 'PRIMARY_NOT_CONFIRMED', 'Confirm your current email first')
      await checkCode(deps, update.new_email, 'update-secondary', body.otp)
      if (!(await deps.users.setEmail(user, update.new_email)))
        throw new ApiError(409, 'EMAIL_IN_USE', 'This email is already in use')
      await deps.db.query('DELETE FROM ss_email_updates WHERE user_id = $1', [user.id])
      return { newEmail: update.new_email }
    },
  )
}
