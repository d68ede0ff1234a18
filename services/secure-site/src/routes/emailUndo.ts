import type { Context, Hono } from 'hono'
import { digest } from '../crypto/tokens.js'
import type { SecureSiteDeps } from '../http/context.js'
import { escapeHtml, htmlPage, paragraph } from '../http/page.js'

const TOKEN = /^[0-9a-f]{64}$/

const linkDead = (c: Context) =>
  htmlPage(c, 'This link does not work', paragraph('It was used already or is older than 7 days.'), 400)

/**
 * The undo link of the notice the old address gets after an email change: a GET shows the change and
 * a button; the POST from this page (its Origin and a form token from the link's secret) puts the old
 * address back and signs every browser out.
 */
export function emailUndoRoutes(app: Hono, deps: SecureSiteDeps): void {
  const formToken = (token: string) => digest(deps.envelope.hmacKey(), `email-undo-form:${token}`)

  app.get('/email/undo', async (c) => {
    const token = c.req.query('token') ?? ''
    const change = TOKEN.test(token) ? await deps.emailChanges.pending(token) : undefined
    if (!change) return linkDead(c)
    return htmlPage(
      c,
      'Undo the email change?',
      `${paragraph(`The email address of your wallet was changed from ${change.oldEmail} to ${change.newEmail} on ${change.changedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`)}
<form method="post" action="/email/undo">
<input type="hidden" name="token" value="${token}">
<input type="hidden" name="form" value="${formToken(token)}">
<button type="submit">Put back ${escapeHtml(change.oldEmail)}</button>
</form>
${paragraph('Every browser is then signed out; sign in again with your old address.')}`,
    )
  })

  app.post('/email/undo', async (c) => {
    if (c.req.header('origin') !== deps.config.publicUrl)
      return htmlPage(c, 'This link does not work', paragraph('Open the link from the email again.'), 403)
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const token = typeof form.token === 'string' ? form.token : ''
    if (!TOKEN.test(token) || form.form !== formToken(token)) return linkDead(c)
    const undone = await deps.emailChanges.undo(token)
    if (!undone.ok)
      return undone.reason === 'email-taken'
        ? htmlPage(
            c,
            'This change cannot be undone',
            paragraph('Another wallet uses the old address now.'),
            400,
          )
        : linkDead(c)
    // Whoever changed it is signed out everywhere; the owner signs in again with the old address.
    const user = await deps.users.byEmail(undone.restoredEmail)
    if (user) await deps.users.endOtherSessions(user, undefined)
    return htmlPage(
      c,
      'Your email is back',
      paragraph(`Your wallet's address is ${undone.restoredEmail} again. Every browser was signed out.`),
    )
  })
}
