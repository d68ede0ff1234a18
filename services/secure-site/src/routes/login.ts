import type { Hono } from 'hono'
import * as z from 'zod'
import { post } from '../http/api.js'
import { ApiError, type SecureSiteDeps } from '../http/context.js'
import { codeMail, deviceMail } from '../mail/mailer.js'
import type { User } from '../store/users.js'
import { describeUser } from './smartAccount.js'

const email = z
  .email('Enter a valid email address')
  .max(254)
  .transform((value) => value.toLowerCase())
const otp = z.string().regex(/^\d{6}$/, 'The code has 6 digits')
const token = z.string().regex(/^[0-9a-f]{64}$/, 'sessionToken is malformed')
const chainId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
])

const OTP_MESSAGES = {
  wrong: 'Invalid code. Check the email and try again.',
  expired: 'This code has expired. Request a new one.',
  attempts: 'Too many wrong codes. Request a new one.',
} as const
/** The hosted wire format's text for an invalid session; the page maps it to 'Session Expired' (§8). */
const SESSION_EXPIRED = 'JWT validation error: JWT Token is not yet valid'

const cooldown = (seconds: number) =>
  new ApiError(429, 'COOLDOWN', `Please try again after ${seconds} seconds`, { seconds })

/** Sends a fresh code for `purpose` to `to`, or refuses within the 30 s cooldown (§5). */
export async function sendCode(
  deps: SecureSiteDeps,
  to: string,
  purpose: 'login' | 'update-primary' | 'update-secondary' | 'export',
  reason: string,
  origin: string,
): Promise<void> {
  const issued = await deps.codes.issue(to, purpose)
  if (!issued.ok) throw cooldown(issued.retryAfterSeconds)
  await deps.mailer.send(codeMail(to, issued.code, reason, origin))
}

/** Checks a code; the three failures keep their own texts. */
export async function checkCode(
  deps: SecureSiteDeps,
  to: string,
  purpose: 'login' | 'update-primary' | 'update-secondary' | 'export',
  code: string,
): Promise<void> {
  const result = await deps.codes.check(to, purpose, code)
  if (result === 'ok') return
  const code_ = result === 'wrong' ? 'INVALID_OTP' : result === 'expired' ? 'OTP_EXPIRED' : 'OTP_ATTEMPTS'
  throw new ApiError(400, code_, OTP_MESSAGES[result])
}

/** Where a user's codes go; a wallet made by a social or Farcaster login has no email to send one to. */
export function emailOf(user: User): string {
  if (!user.email) throw new ApiError(400, 'NO_EMAIL', 'This wallet has no email address to send a code to')
  return user.email
}

/** The user of a live session on this browser, else 'Session Expired'. */
export async function sessionUser(deps: SecureSiteDeps, sessionToken: string, device: string): Promise<User> {
  const user = await deps.users.session(sessionToken, device)
  if (!user) throw new ApiError(401, 'SESSION_EXPIRED', SESSION_EXPIRED)
  return user
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#141414}h1{font-size:1.4rem}</style>
</head><body><main><h1>${title}</h1><p>${body}</p></main></body></html>`

/** Email login (§4): connect email, device approval, code, session check, user, sign-out. */
export function loginRoutes(app: Hono, deps: SecureSiteDeps): void {
  post(app, deps, '/api/origins/check', z.object({}), async () => ({ allowed: true }), {})

  post(app, deps, '/api/email/connect', z.object({ email }), async ({ body, device, origin }) => {
    const user = await deps.users.byEmail(body.email)
    if (user && !(await deps.users.knowsDevice(user, device))) {
      // A known account on a new browser: the owner approves it from their mail first.
      const issued = await deps.codes.issue(body.email, 'device-link')
      if (!issued.ok) throw cooldown(issued.retryAfterSeconds)
      const link = `${deps.config.publicUrl}/device/approve?token=${await deps.users.deviceLink(user, device, origin)}`
      await deps.mailer.send(deviceMail(body.email, link, origin))
      return { action: 'VERIFY_DEVICE' as const }
    }
    await sendCode(deps, body.email, 'login', 'Use this code to sign in to your wallet.', origin)
    return { action: 'VERIFY_OTP' as const }
  })

  post(app, deps, '/api/email/device', z.object({ email }), async ({ body, device }) => {
    const user = await deps.users.byEmail(body.email)
    return { approved: user ? await deps.users.knowsDevice(user, device) : false }
  })

  app.get('/device/approve', async (c) => {
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    const linkToken = c.req.query('token') ?? ''
    const approved = /^[0-9a-f]{64}$/.test(linkToken) ? await deps.users.approveDevice(linkToken) : undefined
    if (!approved)
      return c.html(
        page(
          'This link does not work',
          'It was used already or has expired. Sign in again to get a new one.',
        ),
        400,
      )
    // The code follows the approval; one sent within the last 30 s is still good, so a refusal is fine.
    await sendCode(
      deps,
      emailOf(approved.user),
      'login',
      'Your browser is approved. Use this code to sign in.',
      approved.origin,
    ).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error
    })
    return c.html(page('This browser is approved', 'Go back to the app and enter the code we just sent you.'))
  })

  post(app, deps, '/api/email/otp', z.object({ email, otp }), async ({ body, device }) => {
    await checkCode(deps, body.email, 'login', body.otp)
    const user = await deps.users.create(body.email)
    await deps.users.rememberDevice(user, device)
    return { sessionToken: await deps.users.openSession(user, device) }
  })

  post(app, deps, '/api/session', z.object({ sessionToken: token }), async ({ body, device }) => ({
    isConnected: (await deps.users.session(body.sessionToken, device)) !== undefined,
  }))

  post(
    app,
    deps,
    '/api/user',
    z.object({ sessionToken: token, chainId: z.optional(chainId) }),
    async ({ body, device }) => {
      const user = await sessionUser(deps, body.sessionToken, device)
      const chain = body.chainId ?? [...deps.config.rpcUrls.keys()][0] ?? 1
      return describeUser(deps, user, chain)
    },
  )

  post(app, deps, '/api/sign-out', z.object({ sessionToken: token }), async ({ body }) => {
    await deps.users.closeSession(body.sessionToken)
    return {}
  })
}

export { chainId as chainIdSchema, email as emailSchema, otp as otpSchema, token as tokenSchema }
