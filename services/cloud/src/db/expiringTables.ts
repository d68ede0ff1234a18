import type { ExpiringTable } from './purge.js'

/**
 * The cloud's rows that die: sign-in nonces and sessions, the analytics quota's counters (epoch ms) and the
 * request limits' fixed windows.
 */
export const CLOUD_EXPIRING_TABLES: readonly ExpiringTable[] = [
  { table: 'siwx_nonces', column: 'expires_at' },
  { table: 'siwx_sessions', column: 'expires_at' },
  { table: 'rate_limits', column: 'expire', unit: 'epochMs' },
  { table: 'request_limits', column: 'expires_at' },
]
