import { clientAddressOf } from '@foyer/cloud/db'
import { type FrameReplyCode, isOriginAllowed } from '@foyer/frame'
import {
  SECURE_SITE_ROUTES,
  type SecureSiteBody,
  type SecureSitePath,
  type SecureSiteResponse,
} from '@foyer/frame/secure-site'
import type { Context, Hono } from 'hono'
import * as z from 'zod'
import { ApiError, type ApiRequest, type SecureSiteDeps } from './context.js'
import { rateLimited } from './limits.js'

const DEVICE = /^[0-9a-f]{32,64}$/

const envelopeSchema = z.object({
  projectId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'projectId is missing or malformed'),
  origin: z
    .string()
    .max(300)
    .refine((value) => URL.canParse(value), 'origin must be the page origin'),
})

const fail = (
  c: Context,
  status: number,
  code: FrameReplyCode,
  message: string,
  params?: Readonly<Record<string, string | number>>,
  retryAfterSeconds?: number,
) => {
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds))
  return c.json({ error: params ? { code, message, params } : { code, message } }, status as 400)
}

/**
 * Registers `POST path`: the request must come from the secure site's own frame (its Origin header),
 * carry the browser's device secret, name a project and a page that project allows, and match the
 * path's schema in the frame's route table (`@foyer/frame/secure-site`, which the frame's calls are
 * typed by); then `handle` answers, with the table's answer type. Errors become `{ error: { code, message, params? } }`, never a 500 with a
 * stack, and never anything the handler did not mean to say.
 */
export function post<P extends SecureSitePath>(
  app: Hono,
  deps: SecureSiteDeps,
  path: P,
  handle: (request: ApiRequest<SecureSiteBody<P>>) => Promise<SecureSiteResponse<P>>,
  options: { skipOriginCheck?: boolean } = {},
): void {
  const schema = SECURE_SITE_ROUTES[path].request
  app.post(path, async (c) => {
    if (c.req.header('origin') !== deps.config.publicUrl)
      return fail(c, 403, 'FORBIDDEN', 'The secure site answers only its own pages')
    const device = c.req.header('x-foyer-device') ?? ''
    if (!DEVICE.test(device)) return fail(c, 400, 'BAD_DEVICE', 'x-foyer-device is missing or malformed')
    // The body's size was checked as it came in (limitBodies in app.ts): 413 over 64 KiB.
    let raw: unknown
    try {
      raw = await c.req.json()
    } catch {
      return fail(c, 400, 'BAD_JSON', 'The body must be JSON')
    }
    const head = envelopeSchema.safeParse(raw)
    if (!head.success) return fail(c, 400, 'BAD_REQUEST', head.error.issues[0]?.message ?? 'Invalid input')
    const body = schema.safeParse(raw) as z.ZodSafeParseResult<SecureSiteBody<P>>
    if (!body.success) {
      const issue = body.error.issues[0]
      return fail(
        c,
        400,
        'BAD_REQUEST',
        issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid input',
      )
    }
    const { projectId, origin } = head.data
    const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
    const client = clientAddressOf(c.req.raw.headers, socket?.socket?.remoteAddress, deps.config.trustProxy)
    const userAgent = (c.req.header('user-agent') ?? '').slice(0, 400)
    try {
      const allowed = await deps.limiter.hit(`ss:api:${client}`, deps.config.limits.apiPerClient)
      if (!allowed.ok) throw rateLimited(allowed)
      if (!options.skipOriginCheck) {
        const origins = await deps.allowedOriginsOf(projectId).catch(() => undefined)
        if (!origins) throw new ApiError(403, 'INVALID_PROJECT', 'Unauthorized: invalid key')
        if (!isOriginAllowed(origin, origins))
          throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'Unauthorized: origin not allowed')
      }
      return c.json((await handle({ body: body.data, device, projectId, origin, client, userAgent })) ?? {})
    } catch (error) {
      if (error instanceof ApiError)
        return fail(c, error.status, error.code, error.message, error.params, error.retryAfterSeconds)
      // Whatever else went wrong stays here: its text could hold anything.
      console.error(`secure-site: ${path} failed: ${(error as Error).name}`)
      return fail(c, 500 as 400, 'INTERNAL', 'An error occurred')
    }
  })
}
