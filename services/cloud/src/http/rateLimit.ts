import type { Context } from 'hono'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import type { Queryable } from '../db/types.js'
import { RateLimitedError } from '../errors.js'
import type { CloudEnv } from './env.js'

/** A quota: `points` requests per `durationSeconds` window. */
export interface Quota {
  points: number
  durationSeconds: number
}

/**
 * A rate-limiter-flexible limiter whose counters live in the service's database (the `rate_limits`
 * table of migration 5), PGlite or Postgres alike: every instance behind a load balancer counts a
 * client against the same quota. A client over its quota is then blocked in memory for the rest of
 * the window, so a flood costs no further queries.
 */
export function createDbRateLimiter(db: Queryable, name: string, quota: Quota): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: {
      // The limiter speaks pg's query-config form; ours takes text and values.
      query: (q: { text: string; values?: unknown[] }) => db.query(q.text, q.values ?? []),
    },
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: name,
    points: quota.points,
    duration: quota.durationSeconds,
    inMemoryBlockOnConsumed: quota.points + 1,
    inMemoryBlockDuration: quota.durationSeconds,
  })
}

/**
 * The client's address: the socket's peer, or with `trustProxy` the first X-Forwarded-For hop (set it
 * only behind a proxy that writes that header, or clients could pick their own key).
 */
function clientAddress(c: Context<CloudEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}

/** Takes one point from the client's quota; throws RateLimitedError (429 with Retry-After) beyond it. */
export type ConsumeQuota = (c: Context<CloudEnv>) => Promise<void>

/**
 * One point per call against the client's quota. Routes call it after validating the request, so
 * malformed floods cost no query at all.
 */
export function rateLimit(
  limiter: RateLimiterPostgres,
  what: string,
  options: { trustProxy: boolean },
): ConsumeQuota {
  return async (c) => {
    try {
      await limiter.consume(clientAddress(c, options.trustProxy))
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error
      throw new RateLimitedError(what, Math.max(1, Math.ceil(error.msBeforeNext / 1000)))
    }
  }
}
