import type { MiddlewareHandler } from 'hono'

const ALLOWED_HEADERS = 'Authorization, Content-Type, X-Project-Id, X-Sdk-Type, X-Sdk-Version'

/** Sign-in sessions travel as an HttpOnly cookie, so only these calls accept the browser's credentials. */
const withCredentials = (path: string) => path.startsWith('/v1/sessions')

/**
 * CORS for browser clients. Preflights are answered for every origin, because they carry no
 * project id in headers and the real request is checked anyway. Responses echo the Origin: data
 * only ever reaches allowed origins (others get the 403), and the 401/403 bodies must stay readable
 * so the modal can show its "Invalid Project ID" / "Invalid App Configuration" alerts.
 * Credentials are allowed on the sign-in calls only, whose origin the project check has admitted.
 */
export function cors(): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      })
      if (origin) headers.set('Access-Control-Allow-Origin', origin)
      if (origin && withCredentials(c.req.path)) headers.set('Access-Control-Allow-Credentials', 'true')
      return new Response(null, { status: 204, headers })
    }
    await next()
    if (origin) {
      c.res.headers.set('Access-Control-Allow-Origin', origin)
      c.res.headers.append('Vary', 'Origin')
      if (withCredentials(c.req.path)) c.res.headers.set('Access-Control-Allow-Credentials', 'true')
    }
  }
}
