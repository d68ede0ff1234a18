import { limitBodies } from '@foyer/cloud/http'
import { Hono } from 'hono'
import type { SecureSiteDeps } from './http/context.js'
import { accountRoutes } from './routes/account.js'
import { deviceKeyRoutes } from './routes/deviceKey.js'
import { farcasterRoutes } from './routes/farcaster.js'
import { loginRoutes } from './routes/login.js'
import { passkeyRoutes } from './routes/passkeys.js'
import { smartAccountRoutes } from './routes/smartAccount.js'
import { socialRoutes } from './routes/social.js'

export type { SecureSiteDeps } from './http/context.js'

/**
 * The secure site's HTTP app: the API its frame calls (same origin only) and, through `extraRoutes`,
 * the frame page itself. No CORS headers anywhere: other origins cannot read an answer.
 */
export function createSecureSiteApp(deps: SecureSiteDeps, extraRoutes?: (app: Hono) => void): Hono {
  const app = new Hono()
  app.use(async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
  })
  // 64 KiB on every route, counted as the body streams in (chunked ones too), before any route reads it.
  app.use(
    limitBodies({
      onTooLarge: (c) => c.json({ error: { code: 'TOO_LARGE', message: 'The request is too large' } }, 413),
    }),
  )
  app.get('/health', (c) => c.json({ ok: true }))
  loginRoutes(app, deps)
  accountRoutes(app, deps)
  socialRoutes(app, deps)
  farcasterRoutes(app, deps)
  smartAccountRoutes(app, deps)
  passkeyRoutes(app, deps)
  deviceKeyRoutes(app, deps)
  extraRoutes?.(app)
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404))
  app.onError((error, c) => {
    console.error(`secure-site: ${c.req.method} ${c.req.path} failed: ${error.name}`)
    return c.json({ error: { code: 'INTERNAL', message: 'An error occurred' } }, 500)
  })
  return app
}
