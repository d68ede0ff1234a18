import { limitBodies } from '@foyer/cloud/http'
import { type Context, Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type ApiError, infoOf, readJson, sessionAnswer, sessionRequestOf } from './api.js'
import { findAsset, recipientOn } from './assets.js'
import type { HotWallet } from './hotWallet.js'
import { LOGIN_COOKIE, LOGIN_TTL_MS, type LoginStore } from './logins.js'
import {
  confirmPage,
  errorPage,
  failedPage,
  LOGO_SVG,
  loginPage,
  notFoundPage,
  paidPage,
  sendingPage,
  startPage,
} from './pages.js'
import type { PaymentSession, SessionStore } from './sessions.js'

export interface ExchangeDeps {
  sessions: SessionStore
  logins: LoginStore
  hotWallet: HotWallet
  /** Where visitors reach the exchange; checkout URLs start with it. */
  publicUrl: string
  /** How long a confirm waits for the withdrawal's receipt before showing "sending" (default 5 s). */
  confirmWaitMs?: number
  onError?: (error: unknown) => void
}

/** The forms and the API take a few fields: anything over 16 KiB is refused. */
const MAX_BODY_BYTES = 16 * 1024

export function createExchangeApp(deps: ExchangeDeps): Hono {
  const { sessions, logins, hotWallet } = deps
  const base = deps.publicUrl.replace(/\/+$/, '')
  const app = new Hono()
  const report = deps.onError ?? ((error: unknown) => console.error('[exchange]', error))

  app.onError((error, c) => {
    report(error)
    return c.req.path.startsWith('/api/')
      ? c.json({ code: 'INTERNAL', message: 'Internal error' }, 500)
      : c.html(errorPage('Something went wrong at the exchange. Nothing was sent. Try again.'), 500)
  })
  app.use(async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
    // The checkout is never framed: a page that frames it could trick a click on Confirm.
    c.header('X-Frame-Options', 'DENY')
    c.header('Content-Security-Policy', "frame-ancestors 'none'")
  })
  app.use(
    limitBodies({
      maxBytes: MAX_BODY_BYTES,
      onTooLarge: (c) => c.json({ code: 'INVALID_REQUEST', message: 'The request body is too large' }, 413),
    }),
  )

  /** A session with its chain outcome read when the withdrawal is out: any instance can settle it. */
  async function current(id: string): Promise<PaymentSession | undefined> {
    const session = await sessions.get(id)
    const entry = session && findAsset(session.asset)
    if (!session || !entry || session.state !== 'SENT' || !session.txHash) return session
    const outcome = await hotWallet.outcome(entry, session.txHash)
    if (!outcome) return session
    await sessions.settle(session, outcome)
    return sessions.get(id)
  }

  app.get('/health', (c) => c.text('ok'))
  app.get('/logo.svg', (c) => c.body(LOGO_SVG, 200, { 'Content-Type': 'image/svg+xml' }))
  app.get('/', (c) => c.html(startPage()))

  app.get('/api/info', (c) => c.json(infoOf(base)))
  app.post('/api/sessions', async (c) => {
    const request = sessionRequestOf(await readJson(c))
    if ('error' in request) return c.json<ApiError>(request.error, 400)
    const session = await sessions.create(request)
    return c.json(
      {
        sessionId: session.id,
        url: `${base}/pay/${session.id}`,
        status: 'IN_PROGRESS',
        expiresAt: session.expiresAt.toISOString(),
      },
      201,
    )
  })
  app.get('/api/sessions/:id', async (c) => {
    const session = await current(c.req.param('id'))
    if (!session) return c.json<ApiError>({ code: 'NOT_FOUND', message: 'No such payment session' }, 404)
    return c.json(sessionAnswer(session))
  })

  // The checkout. Posts from another origin are refused (the login cookie is SameSite=Lax as well).
  app.use('/pay/*', async (c, next) => {
    const origin = c.req.header('origin')
    if (
      c.req.method === 'POST' &&
      origin !== undefined &&
      origin !== new URL(c.req.url).origin &&
      origin !== base
    )
      return c.html(errorPage('This form was posted from another site.'), 403)
    await next()
  })

  async function page(c: Context, id: string, error?: string, status: ContentfulStatusCode = 200) {
    const session = await current(id)
    const entry = session && findAsset(session.asset)
    if (!session || !entry) return c.html(notFoundPage(), 404)
    if (session.state === 'SUCCESS') return c.html(paidPage(session, entry))
    if (session.state === 'FAILED') return c.html(failedPage(session))
    if (session.state !== 'AWAITING') return c.html(sendingPage(session, entry))
    const account = await logins.accountOf(getCookie(c, LOGIN_COOKIE))
    if (!account) return c.html(loginPage(session, entry, error), status)
    return c.html(confirmPage(session, entry, await sessions.balance(account, entry.asset), error), status)
  }

  app.get('/pay/:id', (c) => page(c, c.req.param('id')))
  app.post('/pay/:id/login', async (c) => {
    const id = c.req.param('id')
    const form = await c.req.parseBody()
    const account = logins.check(String(form.email ?? ''), String(form.password ?? ''))
    if (!account) return page(c, id, 'The email or password is wrong. Use the test account shown below.', 401)
    setCookie(c, LOGIN_COOKIE, await logins.open(account), {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: LOGIN_TTL_MS / 1000,
      secure: base.startsWith('https:'),
    })
    return c.redirect(`/pay/${id}`, 303)
  })
  app.post('/pay/:id/cancel', async (c) => {
    const id = c.req.param('id')
    await sessions.cancel(id)
    return c.redirect(`/pay/${id}`, 303)
  })
  app.post('/pay/:id/confirm', async (c) => {
    const id = c.req.param('id')
    const account = await logins.accountOf(getCookie(c, LOGIN_COOKIE))
    if (!account) return page(c, id, 'Log in to confirm the payment.', 401)
    const taken = await sessions.confirm(id, account)
    if (taken === 'insufficient')
      return page(c, id, 'Your exchange balance is too low for this payment.', 402)
    if (taken === 'not-awaiting') return c.redirect(`/pay/${id}`, 303)
    const entry = findAsset(taken.asset)
    const to = entry && recipientOn(taken.recipient, entry.chainId)
    if (!entry || !to) throw new Error(`Session ${id} holds an asset or recipient the exchange cannot pay`)
    let hash: `0x${string}`
    try {
      hash = await hotWallet.send(entry, to, taken.amount)
    } catch (error) {
      report(error)
      await sessions.settle(taken, 'notSent')
      return c.redirect(`/pay/${id}`, 303)
    }
    await sessions.sent(id, hash)
    const outcome = await hotWallet.waitFor(entry, hash, deps.confirmWaitMs ?? 5000)
    if (outcome) await sessions.settle(taken, outcome)
    return c.redirect(`/pay/${id}`, 303)
  })
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json<ApiError>({ code: 'NOT_FOUND', message: 'Not found' }, 404)
      : c.html(notFoundPage(), 404),
  )
  return app
}
