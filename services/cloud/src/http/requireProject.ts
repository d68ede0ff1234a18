import { isOriginAllowed } from '@foyer/frame'
import { projectIdSchema } from '@foyer/wire'
import type { Context, MiddlewareHandler } from 'hono'
import { InvalidKeyError, OriginNotAllowedError } from '../errors.js'
import { getProject } from '../projects/store.js'
import type { CloudEnv } from './env.js'
import { assertSafeInput } from './safeInput.js'

// POST /v1/fungible/price and /v1/convert/build-transaction carry the project id in their JSON body
// (the hosted client sends no query there). Only those routes, and only small bodies, are read here:
// before the project is known nothing large is buffered.
const BODY_PROJECT_ROUTES = new Set(['/v1/fungible/price', '/v1/convert/build-transaction'])
const MAX_PEEKED_BODY_BYTES = 64 * 1024

async function projectIdInBody(c: Context<CloudEnv>): Promise<string | undefined> {
  if (c.req.method !== 'POST' || !BODY_PROJECT_ROUTES.has(c.req.path)) return undefined
  const length = Number(c.req.header('content-length') ?? Number.NaN)
  if (!(length <= MAX_PEEKED_BODY_BYTES)) return undefined
  try {
    // Hono caches the body, so the route can read it again.
    const body: unknown = await c.req.json()
    const value =
      typeof body === 'object' && body !== null ? (body as { projectId?: unknown }).projectId : undefined
    return typeof value === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * Every API call names its project: query `projectId` (current clients) or header `x-project-id`
 * (older ones). Unknown or missing ids get 401, a present Origin off the project's list gets 403,
 * with the exact texts clients map to alerts.
 */
export function requireProject(): MiddlewareHandler<CloudEnv> {
  return async (c, next) => {
    const projectId = c.req.query('projectId') ?? c.req.header('x-project-id') ?? (await projectIdInBody(c))
    if (!projectId || !projectIdSchema.safeParse(projectId).success) throw new InvalidKeyError()
    const key = projectId.toLowerCase()
    // Unknown ids are cached too (as null), so a flood of them does not query the database each time.
    const project = await c
      .get('caches')
      .projects.getOrLoad(key, async () => (await getProject(c.get('db'), key)) ?? null)
    if (!project) throw new InvalidKeyError()
    const origin = c.req.header('origin')
    if (origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins)) {
      throw new OriginNotAllowedError(origin)
    }
    c.set('project', project)
    const sdk = {
      st: (c.req.query('st') ?? c.req.header('x-sdk-type'))?.slice(0, 64),
      sv: (c.req.query('sv') ?? c.req.header('x-sdk-version'))?.slice(0, 64),
    }
    // The SDK values are stored with analytics events: refuse what the database cannot hold.
    assertSafeInput(sdk, 'sdk')
    c.set('sdk', { type: sdk.st, version: sdk.sv })
    await next()
  }
}
