import type { Hono } from 'hono'
import { post } from '../http/api.js'
import { ApiError, type SecureSiteDeps } from '../http/context.js'
import { SocialLoginError } from '../social/oauthClient.js'
import type { SocialProvider } from '../social/providers.js'

const TITLES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

const SOCIAL_MESSAGES = {
  cancelled: 'The sign-in was cancelled',
  expired: 'This sign-in has expired. Start again.',
} as const

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const callbackPage = (
  title: string,
  body: string,
  data?: { origin: string; result: string },
) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:15vh auto;padding:0 1rem;color:#141414}h1{font-size:1.3rem}</style>
</head><body><main><h1>${title}</h1><p>${body}</p></main>
${data ? `<script src="/social/callback.js" data-origin="${escapeHtml(data.origin)}" data-result="${escapeHtml(data.result)}"></script>` : ''}
</body></html>`

// Hands the provider's answer to the page that opened this window, at that page's exact origin (never
// '*'); the page checks this window and this origin, and passes it to the frame, which trades it.
const CALLBACK_SCRIPT = `const s=document.currentScript;const o=window.opener;
if(o&&s){o.postMessage({resultUri:s.dataset.result},s.dataset.origin);setTimeout(()=>window.close(),50)}
else{document.querySelector('p').textContent='Go back to the app: this window can be closed.'}`

/** Social login (get social redirect URI, connect social), the provider's callback and its page. */
export function socialRoutes(app: Hono, deps: SecureSiteDeps): void {
  const callbackUrl = `${deps.config.publicUrl}/social/callback`

  post(app, deps, '/api/social/redirect', async ({ body, device, origin }) => {
    const config = deps.config.social.get(body.provider)
    const title = TITLES[body.provider]
    if (!config)
      throw new ApiError(400, 'SOCIAL_NOT_CONFIGURED', `${title} sign-in is not set up on this wallet`, {
        provider: title,
      })
    const pending = deps.oauth.newPending()
    let uri: string
    try {
      uri = await deps.oauth.authorizationUrl(config, pending)
    } catch {
      throw new ApiError(400, 'SOCIAL_UNAVAILABLE', `${title} could not be reached. Try again later.`, {
        provider: title,
      })
    }
    await deps.socialLogins.start(pending, { provider: body.provider, device, origin })
    return { uri }
  })

  const callback = async (params: URLSearchParams) => {
    const state = params.get('state') ?? ''
    const origin = state ? await deps.socialLogins.originOf(state) : undefined
    if (!origin)
      return {
        html: callbackPage('This sign-in has expired', 'Go back to the app and start again.'),
        status: 400 as const,
      }
    const result = `${callbackUrl}?${params.toString()}`
    return {
      html: callbackPage('Signing you in…', 'You can close this window if it stays open.', {
        origin,
        result,
      }),
      status: 200 as const,
    }
  }
  const headers = {
    'Content-Security-Policy':
      "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    // The address holds the code: no other site may see it.
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  }
  app.get('/social/callback', async (c) => {
    const { html, status } = await callback(new URL(c.req.url).searchParams)
    return c.html(html, status, headers)
  })
  // Apple answers with a form POST (response_mode=form_post).
  app.post('/social/callback', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}))
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(form)) if (typeof value === 'string') params.set(key, value)
    const { html, status } = await callback(params)
    return c.html(html, status, headers)
  })
  app.get('/social/callback.js', (c) =>
    c.body(CALLBACK_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  )

  post(app, deps, '/api/social/connect', async ({ body, device, origin }) => {
    const url = URL.canParse(body.uri) ? new URL(body.uri) : undefined
    if (!url || `${url.origin}${url.pathname}` !== callbackUrl)
      throw new ApiError(400, 'SOCIAL_BAD_RESULT', 'This is not a sign-in result of this wallet')
    const login = await deps.socialLogins.take(url.searchParams.get('state') ?? '', device, origin)
    if (!login) throw new ApiError(400, 'SOCIAL_EXPIRED', SOCIAL_MESSAGES.expired)
    const config = deps.config.social.get(login.provider)
    const title = TITLES[login.provider]
    if (!config)
      throw new ApiError(400, 'SOCIAL_NOT_CONFIGURED', `${title} sign-in is not set up on this wallet`, {
        provider: title,
      })
    let identity: { subject: string; userName: string }
    try {
      identity = await deps.oauth.complete(config, url.searchParams, login.pending)
    } catch (error) {
      if (error instanceof SocialLoginError)
        throw error.reason === 'cancelled'
          ? new ApiError(400, 'SOCIAL_CANCELLED', SOCIAL_MESSAGES.cancelled)
          : // The reason names the provider's error code, never a token or the code it traded.
            new ApiError(400, 'SOCIAL_FAILED', `${title} sign-in failed: ${error.message}`, {
              provider: title,
              reason: error.message,
            })
      throw error
    }
    const user = await deps.users.forIdentity(login.provider, identity.subject, identity.userName)
    await deps.users.rememberDevice(user, device)
    return { sessionToken: await deps.users.openSession(user, device) }
  })
}
