import type { ExpiringTable, Migration } from '@foyer/cloud/db'

/**
 * The exchange's schema. Ids start at 2000 so it can share one Postgres (one schema_migrations table)
 * with the cloud (1-999) and the secure site (1000-1999).
 */
export const exchangeMigrations: readonly Migration[] = [
  {
    id: 2000,
    name: 'exchange: balances, payment sessions, logins',
    sql: `
      CREATE TABLE ex_balances (
        account text NOT NULL,
        asset text NOT NULL,
        amount numeric(78, 0) NOT NULL CHECK (amount >= 0),
        PRIMARY KEY (account, asset)
      );
      CREATE TABLE ex_sessions (
        id text PRIMARY KEY,
        asset text NOT NULL,
        amount numeric(78, 0) NOT NULL CHECK (amount > 0),
        recipient text NOT NULL,
        status text NOT NULL CHECK (status IN ('AWAITING', 'SENDING', 'SENT', 'SUCCESS', 'FAILED')),
        account text,
        tx_hash text,
        reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        keep_until timestamptz NOT NULL
      );
      CREATE TABLE ex_logins (
        token_hash text PRIMARY KEY,
        account text NOT NULL,
        expires_at timestamptz NOT NULL
      );`,
  },
]

/** Logins die after an hour; sessions are kept a week after they were made, so a late status read still answers. */
export const EXCHANGE_EXPIRING_TABLES: readonly ExpiringTable[] = [
  { table: 'ex_logins', column: 'expires_at' },
  { table: 'ex_sessions', column: 'keep_until' },
]
