// Request limits kept in the database, so every instance sharing one PostgreSQL counts the same
// window: a fixed-window counter per key, bumped and read in one upsert.

import { CloudError } from '../errors.js'
import type { Queryable } from './types.js'

/** At most `limit` hits per `windowSeconds` (fixed windows aligned to the epoch). */
export interface RateRule {
  limit: number
  windowSeconds: number
}

export type RateResult = { ok: true } | { ok: false; retryAfterSeconds: number; limit: number }

/**
 * The table the limiter counts in. Both the cloud and the secure site list it in their migrations
 * (IF NOT EXISTS: they may share one server), so either can run alone.
 */
export const RATE_LIMIT_TABLE_SQL = `
  CREATE TABLE IF NOT EXISTS request_limits (
    key text PRIMARY KEY,
    window_start timestamptz NOT NULL,
    count integer NOT NULL,
    expires_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS request_limits_expires_idx ON request_limits (expires_at);`

const UNITS: Readonly<Record<string, number>> = { second: 1, minute: 60, hour: 3600, day: 86_400 }

export class RateRuleError extends CloudError {
  override name = 'RateRuleError'
  constructor(shortMessage: string) {
    super('INVALID_RATE_RULE', shortMessage)
  }
}

/**
 * Rules from a setting such as `5/minute,30/hour,100/day`; `off` (or `0`) turns the limit off. A bad
 * value throws RateRuleError naming the setting.
 */
export function parseRateRules(name: string, raw: string | undefined, fallback: string): RateRule[] {
  const text = (raw === undefined || raw.trim() === '' ? fallback : raw).trim()
  if (text === 'off' || text === '0') return []
  return text.split(',').map((part) => {
    const match = /^\s*(\d{1,9})\s*\/\s*(second|minute|hour|day)\s*$/.exec(part)
    if (!match || Number(match[1]) < 1)
      throw new RateRuleError(`${name}=${text}: write limits as N/minute, N/hour or N/day, comma-separated`)
    return { limit: Number(match[1]), windowSeconds: UNITS[match[2] as string] as number }
  })
}

/** The limiter over `db`; `now` is the clock (tests move it). */
export function createRateLimiter(db: Queryable, now: () => number = Date.now) {
  const windowOf = (rule: RateRule, at: number) => {
    const size = rule.windowSeconds * 1000
    return Math.floor(at / size) * size
  }
  return {
    /**
     * Counts one hit of `key` under each rule and answers whether all still hold; when one does not,
     * how long until its window ends. Hits over the limit count too (a client that keeps trying stays
     * refused until the window ends).
     */
    async hit(key: string, rules: readonly RateRule[], cost = 1): Promise<RateResult> {
      const at = now()
      let worst: RateResult = { ok: true }
      for (const rule of rules) {
        const start = windowOf(rule, at)
        const end = start + rule.windowSeconds * 1000
        const { rows } = await db.query<{ count: number }>(
          `INSERT INTO request_limits (key, window_start, count, expires_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN request_limits.window_start = EXCLUDED.window_start
                          THEN request_limits.count + EXCLUDED.count ELSE EXCLUDED.count END,
             window_start = EXCLUDED.window_start, expires_at = EXCLUDED.expires_at
           RETURNING count`,
          [`${key}|${rule.windowSeconds}`, new Date(start), cost, new Date(end)],
        )
        const count = Number(rows[0]?.count ?? 0)
        if (count > rule.limit) {
          const retryAfterSeconds = Math.max(1, Math.ceil((end - at) / 1000))
          if (worst.ok || retryAfterSeconds > worst.retryAfterSeconds)
            worst = { ok: false, retryAfterSeconds, limit: rule.limit }
        }
      }
      return worst
    },

    /** Whether `key` is over any rule now, without counting a hit. */
    async peek(key: string, rules: readonly RateRule[]): Promise<RateResult> {
      const at = now()
      let worst: RateResult = { ok: true }
      for (const rule of rules) {
        const start = windowOf(rule, at)
        const { rows } = await db.query<{ count: number }>(
          'SELECT count FROM request_limits WHERE key = $1 AND window_start = $2',
          [`${key}|${rule.windowSeconds}`, new Date(start)],
        )
        const count = Number(rows[0]?.count ?? 0)
        if (count >= rule.limit) {
          const retryAfterSeconds = Math.max(1, Math.ceil((start + rule.windowSeconds * 1000 - at) / 1000))
          if (worst.ok || retryAfterSeconds > worst.retryAfterSeconds)
            worst = { ok: false, retryAfterSeconds, limit: rule.limit }
        }
      }
      return worst
    },

    /** Drops counters whose window has ended (a purge job calls it; stale rows never decide anything). */
    async prune(): Promise<number> {
      return (await db.query('DELETE FROM request_limits WHERE expires_at < $1', [new Date(now())])).rowCount
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>

/**
 * The client's address: the socket's peer, or, behind a proxy the operator trusts, the address that
 * proxy put last in X-Forwarded-For (earlier entries are the client's own claims).
 */
export function clientAddressOf(
  headers: { get(name: string): string | null | undefined },
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = headers.get('x-forwarded-for')
    const last = forwarded?.split(',').at(-1)?.trim()
    if (last) return last.slice(0, 64)
  }
  return socketAddress ?? 'unknown'
}
