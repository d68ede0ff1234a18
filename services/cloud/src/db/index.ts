// The database layer other services share (`@foyer/cloud/db`): PGlite embedded, or Postgres with
// DATABASE_URL, with ordered migrations and a lock so one process owns an embedded data folder.

export { type Migration, migrate } from './migrations.js'
export { type OpenDbOptions, openDb } from './open.js'
export {
  DEFAULT_PURGE_GRACE_MS,
  DEFAULT_PURGE_INTERVAL_MS,
  type ExpiringTable,
  type PurgeOptions,
  purgeExpired,
  type SchedulePurgeOptions,
  schedulePurge,
} from './purge.js'
export {
  clientAddressOf,
  createRateLimiter,
  parseRateRules,
  RATE_LIMIT_TABLE_SQL,
  type RateLimiter,
  type RateResult,
  type RateRule,
  RateRuleError,
} from './rateLimit.js'
export type { Db, Queryable, QueryResult } from './types.js'
