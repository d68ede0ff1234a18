import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/** The largest request body a route takes unless it says otherwise. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024

export interface BodyLimitsOptions {
  /** Every route's limit in bytes (default DEFAULT_MAX_BODY_BYTES). */
  maxBytes?: number
  /** Routes that take more (or less), as `'METHOD /path'` → bytes, e.g. `{ 'POST /v1': 1024 * 1024 }`. */
  routes?: Readonly<Record<string, number>>
  /** The service's own 413 answer (or a throw its error handler turns into one). */
  onTooLarge: (c: Context, limit: number) => Response | Promise<Response>
}

/**
 * One body limit for every route of a Hono service, counted on the bytes actually read: a declared
 * Content-Length over the limit is refused before anything is read, and a chunked body is counted as
 * it streams in and refused as soon as it passes the limit, without reading the rest (hono's
 * bodyLimit, which buffers at most the limit). Mount it before anything that reads a body.
 *
 * @example
 * app.use(limitBodies({ routes: { 'POST /v1': 1024 * 1024 }, onTooLarge: (c) => c.json({}, 413) }))
 */
export function limitBodies(options: BodyLimitsOptions): MiddlewareHandler {
  const fallback = options.maxBytes ?? DEFAULT_MAX_BODY_BYTES
  const routes = new Map(Object.entries(options.routes ?? {}))
  const limiters = new Map<number, MiddlewareHandler>()
  const limiterOf = (limit: number) => {
    let limiter = limiters.get(limit)
    if (!limiter) {
      limiter = bodyLimit({ maxSize: limit, onError: (c) => options.onTooLarge(c, limit) })
      limiters.set(limit, limiter)
    }
    return limiter
  }
  return (c, next) => {
    if (!c.req.raw.body) return next()
    const limit = routes.get(`${c.req.method} ${c.req.path}`) ?? fallback
    return limiterOf(limit)(c, next)
  }
}
