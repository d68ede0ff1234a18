import type { Hono } from 'hono'
import { digest } from '../crypto/tokens.js'
import { post } from '../http/api.js'
import { ApiError, type ApiRequest, type SecureSiteDeps } from '../http/context.js'
import { countMail } from '../http/limits.js'
import { browserSummary } from '../http/page.js'
import { codeMail, deviceMail } from '../mail/mailer.js'
import type { User } from '../store/users.js'
import { deviceApprovalRoutes } from './deviceApproval.js'
import { describeUser } from './smartAccount.js'

const OTP_MESSAGES = {
  wrong: 'Invalid code. Check the email and try again.',
  expired: 'This code has expired. Request a new one.',
  attempts: 'Too many wrong codes. Request a new one.',
} as const
/** The hosted wire format's text for an invalid session; the page maps it to 'Session Expired'. */
const SESSION_EXPIRED = 'JWT validation error: JWT Token is not yet valid'

export const cooldown = (seconds: number) =>
  new ApiError(429, 'COOLDOWN', `Please try again after ${seconds} seconds`, { seconds }, seconds)

type CodeAsker = Pick<ApiRequest<unknown>, 'device' | 'client' | 'origin'>
type Purpose = 'login' | 'update-primary' | 'update-secondary' | 'export' | 'passkey-remove'

/**
 * Sends a fresh code for `purpose` to `to`, bound to the asking browser: refused within its 30 s
 * cooldown, and over the mail limits of the asking client or of the address.
 */
export async function sendCode(
  deps: SecureSiteDeps,
  to: string,
  purpose: Purpose,
  reason: string,
  asker: CodeAsker,
): Promise<void> {
  const issued = await deps.codes.issue(to, purpose, asker.device)
  if (!issued.ok) throw cooldown(issued.retryAfterSeconds)
  await countMail(deps, asker.client, to)
  await deps.mailer.send(codeMail(to, issued.code, reason, asker.origin))
}

/**
 * Checks `device`'s own code; the three failures keep their own texts. Wrong codes also count per
 * browser and per address for the day (a new code does not reset them): past either cap no code is
 * checked until the window ends.
 */
export async function checkCode(
  deps: SecureSiteDeps,
  to: string,
  purpose: Purpose,
  device: string,
  code: string,
): Promise<void> {
  const { limits } = deps.config
  const browserKey = `ss:tries:${purpose}:${to}:${digest(deps.envelope.hmacKey(), device)}`
  const emailKey = `ss:tries:${purpose}:${to}`
  for (const [key, rules] of [
    [browserKey, limits.triesPerBrowser],
    [emailKey, limits.triesPerEmail],
  ] as const) {
    const state = await deps.limiter.peek(key, rules)
    if (!state.ok)
      throw new ApiError(
        429,
        'OTP_LOCKED',
        `Too many wrong codes for this address. Please try again after ${state.retryAfterSeconds} seconds`,
        { seconds: state.retryAfterSeconds },
        state.retryAfterSeconds,
      )
  }
  const result = await deps.codes.check(to, purpose, device, code)
  if (result === 'ok') return
  if (result !== 'expired') {
    await deps.limiter.hit(browserKey, limits.triesPerBrowser)
    await deps.limiter.hit(emailKey, limits.triesPerEmail)
  }
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

/** Email login: connect email, device approval, code, session check, user, sign-out. */
export function loginRoutes(app: Hono, deps: SecureSiteDeps): void {
  post(app, deps, '/api/origins/check', async () => ({ allowed: true }), {})

  post(app, deps, '/api/email/connect', async ({ body, ...asker }) => {
    const user = await deps.users.byEmail(body.email)
    if (user && !(await deps.users.knowsDevice(user, asker.device))) {
      // A known account on a new browser: the owner approves it from their mail first.
      const issued = await deps.codes.issue(body.email, 'device-link', asker.device)
      if (!issued.ok) throw cooldown(issued.retryAfterSeconds)
      await countMail(deps, asker.client, body.email)
      const token = await deps.users.deviceLink(user, asker.device, asker.origin, asker.userAgent)
      const link = `${deps.config.publicUrl}/device/approve?token=${token}`
      await deps.mailer.send(deviceMail(body.email, link, asker.origin, browserSummary(asker.userAgent)))
      return { action: 'VERIFY_DEVICE' as const }
    }
    await sendCode(deps, body.email, 'login', 'Use this code to sign in to your wallet.', asker)
    return { action: 'VERIFY_OTP' as const }
  })

  post(app, deps, '/api/email/device', async ({ body, device }) => {
    const user = await deps.users.byEmail(body.email)
    return { approved: user ? await deps.users.knowsDevice(user, device) : false }
  })

  deviceApprovalRoutes(app, deps)

  post(app, deps, '/api/email/otp', async ({ body, device }) => {
    // Only the browser that asked holds this code: another one presenting it is refused, and the
    // visitor's code stays good.
    await checkCode(deps, body.email, 'login', device, body.otp)
    const user = await deps.users.create(body.email)
    await deps.users.rememberDevice(user, device)
    return { sessionToken: await deps.users.openSession(user, device) }
  })

  post(app, deps, '/api/session', async ({ body, device }) => ({
    isConnected: (await deps.users.session(body.sessionToken, device)) !== undefined,
  }))

  post(app, deps, '/api/user', async ({ body, device }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    const chain = body.chainId ?? [...deps.config.rpcUrls.keys()][0] ?? 1
    return describeUser(deps, user, chain)
  })

  post(app, deps, '/api/sign-out', async ({ body }) => {
    await deps.users.closeSession(body.sessionToken)
    return {}
  })
}
