// Limits on the cloud's open endpoints that cost a node call or a row: the RPC proxy per project and
// client, and sign-in nonces per client. Counted in the database (db/rateLimit.ts) so every instance
// behind a load balancer counts the same client.
import type { MiddlewareHandler } from 'hono'
import { clientAddressOf, createRateLimiter, parseRateRules, type RateRule } from '../db/rateLimit.js'
import type { Queryable } from '../db/types.js'
import { RateLimitedError } from '../errors.js'

type Env = Readonly<Record<string, string | undefined>>

export interface RequestLimits {
  /** `POST /v1` (the RPC proxy) per project and client address. */
  rpcPerClient: readonly RateRule[]
  /** `GET /v1/sessions/nonce` per client address. */
  noncePerClient: readonly RateRule[]
}

/** FOYER_CLOUD_LIMIT_RPC and FOYER_CLOUD_LIMIT_NONCE (`N/minute,N/hour,N/day`, or `off`). */
export function requestLimitsOf(env: Env = process.env): RequestLimits {
  return {
    rpcPerClient: parseRateRules('FOYER_CLOUD_LIMIT_RPC', env.FOYER_CLOUD_LIMIT_RPC, '1200/minute'),
    noncePerClient: parseRateRules(
      'FOYER_CLOUD_LIMIT_NONCE',
      env.FOYER_CLOUD_LIMIT_NONCE,
      '30/minute,300/hour',
    ),
  }
}

const socketOf = (env: unknown) =>
  (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress

/**
 * One middleware per limited endpoint: counts the request under `keyOf` and refuses with 429 and
 * Retry-After (the app's error handler) beyond the rules.
 */
export function limitRequests(
  db: Queryable,
  what: string,
  rules: readonly RateRule[],
  options: { trustProxy: boolean; keyOf?: (url: URL) => string; now?: () => number },
): MiddlewareHandler {
  const limiter = createRateLimiter(db, options.now)
  return async (c, next) => {
    if (rules.length > 0) {
      const client = clientAddressOf(c.req.raw.headers, socketOf(c.env), options.trustProxy)
      const scope = options.keyOf?.(new URL(c.req.url)) ?? ''
      const result = await limiter.hit(`cloud:${what}:${scope}:${client}`, rules)
      if (!result.ok) throw new RateLimitedError(what, result.retryAfterSeconds)
    }
    await next()
  }
}
