import { MigrationError } from '../errors.js'
import { RATE_LIMIT_TABLE_SQL } from './rateLimit.js'
import type { Db } from './types.js'

/** One schema step. Ids only grow; a step, once released, never changes (add a new one instead). */
export interface Migration {
  id: number
  name: string
  sql: string
}

/** The cloud schema. Later services (blockchain data, relay mailboxes) append their own steps. */
export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'projects',
    sql: `
      CREATE TABLE projects (
        project_id text PRIMARY KEY,
        name text NOT NULL,
        allowed_origins text[] NOT NULL DEFAULT '{}',
        analytics_enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
  {
    id: 2,
    name: 'wallets and images',
    sql: `
      CREATE TABLE assets (
        kind text NOT NULL CHECK (kind IN ('wallet', 'asset', 'currency', 'token')),
        id text NOT NULL,
        content_type text NOT NULL,
        bytes bytea NOT NULL,
        etag text NOT NULL,
        PRIMARY KEY (kind, id)
      );
      CREATE TABLE wallets (
        id text PRIMARY KEY,
        name text NOT NULL,
        homepage text NOT NULL DEFAULT '',
        image_id text NOT NULL,
        display_order integer NOT NULL,
        mobile_link text,
        desktop_link text,
        webapp_link text,
        app_store text,
        play_store text,
        rdns text,
        chains text[] NOT NULL DEFAULT '{}',
        injected jsonb,
        badge_type text NOT NULL DEFAULT 'none',
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX wallets_order_idx ON wallets (display_order, name);
      CREATE INDEX wallets_chains_idx ON wallets USING gin (chains);`,
  },
  {
    id: 3,
    name: 'analytics events',
    sql: `
      CREATE TABLE analytics_events (
        seq bigserial PRIMARY KEY,
        project_id text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
        event_id text NOT NULL,
        url text NOT NULL,
        domain text NOT NULL,
        occurred_at timestamptz NOT NULL,
        props jsonb NOT NULL,
        sdk_type text,
        sdk_version text,
        received_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (project_id, event_id)
      );`,
  },
  {
    id: 4,
    name: 'chain index',
    sql: `
      CREATE TABLE chain_cursors (
        chain_id text PRIMARY KEY,
        next_block bigint NOT NULL,
        last_hash text
      );
      CREATE TABLE chain_transactions (
        chain_id text NOT NULL,
        hash text NOT NULL,
        block_number bigint NOT NULL,
        tx_index integer NOT NULL,
        mined_at timestamptz NOT NULL,
        sender text NOT NULL,
        recipient text,
        nonce bigint NOT NULL,
        value text NOT NULL,
        selector text NOT NULL,
        status text NOT NULL CHECK (status IN ('confirmed', 'failed')),
        PRIMARY KEY (chain_id, hash)
      );
      CREATE TABLE chain_transfers (
        chain_id text NOT NULL,
        hash text NOT NULL,
        log_index integer NOT NULL,
        kind text NOT NULL CHECK (kind IN ('native', 'erc20', 'erc721')),
        token text NOT NULL,
        sender text NOT NULL,
        recipient text NOT NULL,
        amount text NOT NULL,
        PRIMARY KEY (chain_id, hash, log_index),
        FOREIGN KEY (chain_id, hash) REFERENCES chain_transactions ON DELETE CASCADE
      );
      CREATE TABLE chain_account_transactions (
        account text NOT NULL,
        chain_id text NOT NULL,
        hash text NOT NULL,
        mined_at timestamptz NOT NULL,
        block_number bigint NOT NULL,
        tx_index integer NOT NULL,
        PRIMARY KEY (account, chain_id, hash),
        FOREIGN KEY (chain_id, hash) REFERENCES chain_transactions ON DELETE CASCADE
      );
      CREATE INDEX chain_account_transactions_order_idx
        ON chain_account_transactions (account, mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC);`,
  },
  {
    id: 5,
    name: 'rate limits',
    // rate-limiter-flexible's Postgres table layout: its counters live in the database so that every
    // instance behind a load balancer counts the same client against one quota.
    sql: `
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      );`,
  },
  {
    id: 6,
    name: 'sign-in with a wallet: nonces and sessions',
    // Nonces and sessions live in the database: any instance verifies a nonce another one issued.
    sql: `
      CREATE TABLE siwx_nonces (
        nonce text PRIMARY KEY,
        project_id text NOT NULL,
        expires_at timestamptz NOT NULL,
        used boolean NOT NULL DEFAULT false
      );
      CREATE TABLE siwx_sessions (
        id text PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        project_id text NOT NULL,
        address text NOT NULL,
        chain_id text NOT NULL,
        domain text NOT NULL,
        message text NOT NULL,
        signature text NOT NULL,
        issued_at timestamptz NOT NULL,
        expires_at timestamptz,
        revoked boolean NOT NULL DEFAULT false
      );
      CREATE INDEX siwx_sessions_account_idx ON siwx_sessions (project_id, address);`,
  },
  {
    id: 7,
    name: 'account names: names in the zone and their addresses per coin type',
    // Names are global (one zone for all projects), as on chain: the gateway answers for the zone.
    sql: `
      CREATE TABLE profile_names (
        name text PRIMARY KEY,
        attributes jsonb NOT NULL DEFAULT '{}',
        registered_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE TABLE profile_name_addresses (
        name text NOT NULL REFERENCES profile_names (name),
        coin_type bigint NOT NULL,
        address text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (name, coin_type)
      );
      CREATE INDEX profile_name_addresses_address_idx ON profile_name_addresses (lower(address));`,
  },
  {
    id: 8,
    name: 'projects: the longest sign-in session (null: the default 7 days)',
    sql: `
      ALTER TABLE projects ADD COLUMN max_session_seconds integer
        CHECK (max_session_seconds IS NULL OR max_session_seconds > 0);`,
  },
  {
    id: 9,
    name: 'request limits: fixed-window counters (db/rateLimit.ts) shared by every instance',
    sql: RATE_LIMIT_TABLE_SQL,
  },
]

// Any constant works; it only has to be the same for every instance sharing one Postgres server.
const MIGRATION_LOCK_KEY = 7_316_001

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction.
 * Safe to run at every start and from several instances at once (an advisory lock serialises them).
 * Returns the ids it applied.
 */
export async function migrate(db: Db, steps: readonly Migration[] = migrations): Promise<number[]> {
  // Under the lock too: two servers running CREATE TABLE IF NOT EXISTS at once can both try to
  // create it, and one fails (pg_type unique violation).
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        id integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      );`)
  })
  const applied: number[] = []
  for (const step of [...steps].sort((a, b) => a.id - b.id)) {
    try {
      const ran = await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
        const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [step.id])
        if (done.rows.length > 0) return false
        await tx.exec(step.sql)
        await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [step.id, step.name])
        return true
      })
      if (ran) applied.push(step.id)
    } catch (error) {
      throw new MigrationError(step.id, { cause: error, details: (error as Error).message })
    }
  }
  return applied
}
