import type { Context } from 'hono'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { clientAddressOf } from '../db/rateLimit.js'
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

/** The client's address (db/rateLimit.ts's clientAddressOf: the socket, or a trusted proxy's last hop). */
function clientAddress(c: Context<CloudEnv>, trustProxy: boolean): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return clientAddressOf(c.req.raw.headers, incoming?.socket?.remoteAddress, trustProxy)
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
