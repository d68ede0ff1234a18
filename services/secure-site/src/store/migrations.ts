import { type Migration, RATE_LIMIT_TABLE_SQL } from '@foyer/cloud/db'

/**
 * The secure site's schema. Ids start at 1000 so the cloud and the secure site can share one
 * Postgres (one schema_migrations table) without their steps colliding.
 */
export const secureSiteMigrations: readonly Migration[] = [
  {
    id: 1000,
    name: 'secure site: users, codes, devices, sessions, calls',
    sql: `
      CREATE TABLE ss_users (
        id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        address text NOT NULL,
        sealed_key bytea NOT NULL,
        sealed_data_key bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE ss_codes (
        email text NOT NULL,
        purpose text NOT NULL,
        code_hash text NOT NULL,
        sent_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        used boolean NOT NULL DEFAULT false,
        PRIMARY KEY (email, purpose)
      );
      CREATE TABLE ss_devices (
        user_id text NOT NULL REFERENCES ss_users(id) ON DELETE CASCADE,
        device_hash text NOT NULL,
        PRIMARY KEY (user_id, device_hash)
      );
      CREATE TABLE ss_device_links (
        token_hash text PRIMARY KEY,
        user_id text NOT NULL REFERENCES ss_users(id) ON DELETE CASCADE,
        device_hash text NOT NULL,
        origin text NOT NULL,
        expires_at timestamptz NOT NULL,
        used boolean NOT NULL DEFAULT false
      );
      CREATE TABLE ss_sessions (
        token_hash text PRIMARY KEY,
        user_id text NOT NULL REFERENCES ss_users(id) ON DELETE CASCADE,
        device_hash text NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE TABLE ss_email_updates (
        user_id text PRIMARY KEY REFERENCES ss_users(id) ON DELETE CASCADE,
        new_email text NOT NULL,
        primary_done boolean NOT NULL DEFAULT false
      );
      CREATE TABLE ss_calls (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES ss_users(id) ON DELETE CASCADE,
        chain_id integer NOT NULL,
        hashes text[] NOT NULL
      );`,
  },
  {
    id: 1001,
    name: 'secure site: social and Farcaster identities, pending social logins',
    sql: `
      ALTER TABLE ss_users ALTER COLUMN email DROP NOT NULL;
      ALTER TABLE ss_users ADD COLUMN user_name text;
      CREATE TABLE ss_identities (
        provider text NOT NULL,
        subject text NOT NULL,
        user_id text NOT NULL REFERENCES ss_users(id) ON DELETE CASCADE,
        PRIMARY KEY (provider, subject)
      );
      CREATE TABLE ss_social_logins (
        state_hash text PRIMARY KEY,
        provider text NOT NULL,
        device_hash text NOT NULL,
        origin text NOT NULL,
        code_verifier text NOT NULL,
        nonce text NOT NULL,
        expires_at timestamptz NOT NULL,
        used boolean NOT NULL DEFAULT false
      );`,
  },
  {
    id: 1002,
    name: 'secure site: pending Farcaster logins',
    sql: `
      CREATE TABLE ss_farcaster_logins (
        device_hash text NOT NULL,
        origin text NOT NULL,
        channel_token text NOT NULL,
        nonce text NOT NULL,
        domain text NOT NULL,
        expires_at timestamptz NOT NULL,
        used boolean NOT NULL DEFAULT false,
        PRIMARY KEY (device_hash, origin)
      );`,
  },
  {
    id: 1003,
    name: 'secure site: smart accounts (address, preferred type) and user-operation batches',
    sql: `
      ALTER TABLE ss_users ADD COLUMN smart_account_address text;
      ALTER TABLE ss_users ADD COLUMN preferred_account_type text;
      ALTER TABLE ss_calls ADD COLUMN user_operation boolean NOT NULL DEFAULT false;`,
  },
  {
    id: 1004,
    name: 'secure site: codes bound to the asking browser, device links that name it, email changes that can be undone, request limits',
    // Live codes last 10 minutes: dropping them on upgrade only asks a visitor for a new one.
    sql: `
      DELETE FROM ss_codes;
      ALTER TABLE ss_codes ADD COLUMN device_hash text NOT NULL;
      ALTER TABLE ss_codes DROP CONSTRAINT ss_codes_pkey;
      ALTER TABLE ss_codes ADD PRIMARY KEY (email, purpose, device_hash);
      ALTER TABLE ss_device_links ADD COLUMN user_agent text NOT NULL DEFAULT '';
      ALTER TABLE ss_device_links ADD COLUMN asked_at timestamptz NOT NULL DEFAULT now();
      CREATE TABLE ss_email_changes (
        undo_hash text PRIMARY KEY,
        user_id text NOT NULL REFERENCES ss_users(id) ON DELETE CASCADE,
        old_email text NOT NULL,
        new_email text NOT NULL,
        changed_at timestamptz NOT NULL,
        undo_until timestamptz NOT NULL,
        undone boolean NOT NULL DEFAULT false
      );
      CREATE INDEX ss_email_changes_user_idx ON ss_email_changes (user_id, changed_at DESC);
      ALTER TABLE ss_email_updates ADD COLUMN device_hash text NOT NULL DEFAULT '';
      ${RATE_LIMIT_TABLE_SQL}`,
  },
  {
    id: 1005,
    name: 'secure site: passkeys (WebAuthn credentials), their single-use challenges, the signing grace of a session',
    sql: `
      CREATE TABLE ss_passkeys (
        credential_id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES ss_users(id) ON DELETE CASCADE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL,
        last_used_at timestamptz
      );
      CREATE INDEX ss_passkeys_user_idx ON ss_passkeys (user_id);
      CREATE TABLE ss_passkey_challenges (
        challenge text PRIMARY KEY,
        purpose text NOT NULL,
        user_id text REFERENCES ss_users(id) ON DELETE CASCADE,
        device_hash text NOT NULL,
        nonce text NOT NULL,
        expires_at timestamptz NOT NULL,
        used boolean NOT NULL DEFAULT false
      );
      ALTER TABLE ss_sessions ADD COLUMN passkey_grace_until timestamptz;`,
  },
  {
    id: 1006,
    name: 'secure site: keys the server cannot use alone (wrapped per passkey in the frame, a recovery wrapping)',
    // A wallet in device mode has no KEK-sealed key: both sealed columns are NULL and only wrappings
    // the frame made (under a passkey's PRF output or the recovery secret) are kept.
    sql: `
      ALTER TABLE ss_users ALTER COLUMN sealed_key DROP NOT NULL;
      ALTER TABLE ss_users ALTER COLUMN sealed_data_key DROP NOT NULL;
      ALTER TABLE ss_users ADD COLUMN key_mode text NOT NULL DEFAULT 'server';
      ALTER TABLE ss_users ADD COLUMN prf_salt text;
      ALTER TABLE ss_users ADD COLUMN recovery_wrap text;
      ALTER TABLE ss_users ADD CONSTRAINT ss_users_key_mode CHECK (
        (key_mode = 'server' AND sealed_key IS NOT NULL AND sealed_data_key IS NOT NULL)
        OR (key_mode = 'device' AND sealed_key IS NULL AND sealed_data_key IS NULL AND recovery_wrap IS NOT NULL));
      ALTER TABLE ss_passkeys ADD COLUMN prf boolean;
      CREATE TABLE ss_device_keys (
        credential_id text PRIMARY KEY REFERENCES ss_passkeys(credential_id) ON DELETE CASCADE,
        user_id text NOT NULL REFERENCES ss_users(id) ON DELETE CASCADE,
        wrapped text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX ss_device_keys_user_idx ON ss_device_keys (user_id);`,
  },
]
