import type { ExpiringTable } from '@foyer/cloud/db'

/**
 * The secure site's rows that die: login and confirmation codes, new-browser links, sessions, and the
 * pending social and Farcaster logins, passkey challenges, and the request limits' fixed windows.
 */
export const SECURE_SITE_EXPIRING_TABLES: readonly ExpiringTable[] = [
  { table: 'ss_codes', column: 'expires_at' },
  { table: 'ss_device_links', column: 'expires_at' },
  { table: 'ss_sessions', column: 'expires_at' },
  { table: 'ss_social_logins', column: 'expires_at' },
  { table: 'ss_farcaster_logins', column: 'expires_at' },
  { table: 'ss_passkey_challenges', column: 'expires_at' },
  { table: 'request_limits', column: 'expires_at' },
]
