import type { Context, Hono } from 'hono'
import { digest } from '../crypto/tokens.js'
import { ApiError, type SecureSiteDeps } from '../http/context.js'
import { browserSummary, escapeHtml, htmlPage, paragraph } from '../http/page.js'
import { codeMail } from '../mail/mailer.js'
import { cooldown, emailOf } from './login.js'

const TOKEN = /^[0-9a-f]{64}$/

const linkDead = (c: Context) =>
  htmlPage(
    c,
    'This link does not work',
    paragraph('It was used already or has expired. Sign in again to get a new one.'),
    400,
  )

/**
 * The device-approval link of the mail. A GET only shows what asks (the browser, when, the app's
 * page the secure site verified) and a button; the approval is the POST that button sends, from this
 * page (its Origin, and a form token derived from the link's own secret). A mail scanner that opens
 * the link approves nothing.
 */
export function deviceApprovalRoutes(app: Hono, deps: SecureSiteDeps): void {
  const formToken = (token: string) => digest(deps.envelope.hmacKey(), `device-approval-form:${token}`)

  app.get('/device/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    const link = TOKEN.test(token) ? await deps.users.deviceLinkInfo(token) : undefined
    if (!link) return linkDead(c)
    const app_ = URL.canParse(link.origin) ? new URL(link.origin).host : link.origin
    return htmlPage(
      c,
      'Approve a new browser?',
      `${paragraph(`A browser asked to sign in to the wallet of ${link.email ?? 'this account'}. Approve it only if it is yours and you just tried to sign in.`)}
<dl>
<dt>Browser</dt><dd data-field="browser">${escapeHtml(browserSummary(link.userAgent))}</dd>
<dt>When</dt><dd data-field="time">${escapeHtml(`${link.askedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`)}</dd>
<dt>App</dt><dd data-field="app">${escapeHtml(app_)}</dd>
<dt>Page</dt><dd data-field="origin">${escapeHtml(link.origin)}</dd>
</dl>
<form method="post" action="/device/approve">
<input type="hidden" name="token" value="${token}">
<input type="hidden" name="form" value="${formToken(token)}">
<button type="submit">Approve this browser</button>
</form>
${paragraph('If it was not you, close this page: nothing is approved until you press the button.')}`,
    )
  })

  app.post('/device/approve', async (c) => {
    // Only this site's own page posts here: a form elsewhere gets another Origin.
    if (c.req.header('origin') !== deps.config.publicUrl)
      return htmlPage(c, 'This link does not work', paragraph('Open the link from the email again.'), 403)
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const token = typeof form.token === 'string' ? form.token : ''
    if (!TOKEN.test(token) || form.form !== formToken(token)) return linkDead(c)
    const approved = await deps.users.approveDevice(token)
    if (!approved) return linkDead(c)
    // The code follows the approval, for the approved browser only; one sent within the last 30 s is
    // still good, so a refusal is fine.
    try {
      const to = emailOf(approved.user)
      const issued = await deps.codes.issueForDeviceHash(to, 'login', approved.deviceHash)
      if (!issued.ok) throw cooldown(issued.retryAfterSeconds)
      await deps.mailer.send(
        codeMail(to, issued.code, 'Your browser is approved. Use this code to sign in.', approved.origin),
      )
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
    }
    return htmlPage(
      c,
      'This browser is approved',
      paragraph('Go back to the app and enter the code we just sent you.'),
    )
  })
}
