import type { SqlClient } from './sql-client.js'

// Keys the relay compares (hex ids and topics, did:keys) in byte order: the database's collation
// (en_US.UTF-8, or even C.UTF-8 before PostgreSQL 17) compares text through strcoll, on every index
// insert, lookup and delete. No query orders by them in a way a collation would change.
const C = 'COLLATE "C"'

/** Tables created before the keys were C: their columns change once (a rewrite of what waits). */
const toByteOrder = (table: string, columns: readonly string[]) => `DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_attribute a JOIN pg_collation c ON c.oid = a.attcollation
    WHERE a.attrelid = '${table}'::regclass AND a.attname IN (${columns.map((c) => `'${c}'`).join(', ')})
      AND c.collname <> 'C') THEN
    ALTER TABLE ${table} ${columns.map((c) => `ALTER COLUMN ${c} TYPE text ${C}`).join(', ')};
  END IF;
END $$`

// Idempotent: every start runs it; tables carry the relay_ prefix in a database shared with cloud.
const statements = [
  `CREATE TABLE IF NOT EXISTS relay_messages (
    id text ${C} PRIMARY KEY,
    topic text ${C} NOT NULL,
    message text NOT NULL,
    tag integer NOT NULL,
    published_at bigint NOT NULL,
    expires_at bigint NOT NULL,
    sender text ${C} NOT NULL,
    attestation text,
    acked_by text[] NOT NULL DEFAULT '{}'
  )`,
  toByteOrder('relay_messages', ['id', 'topic', 'sender']),
  'CREATE INDEX IF NOT EXISTS relay_messages_topic_idx ON relay_messages (topic, published_at)',
  'CREATE INDEX IF NOT EXISTS relay_messages_expires_idx ON relay_messages (expires_at)',
  // The per-client storage quota sums a sender's stored messages on every publish.
  'CREATE INDEX IF NOT EXISTS relay_messages_sender_idx ON relay_messages (sender, expires_at)',
  // Who listens where, for relay instances sharing a PostgreSQL server (cluster/postgres.ts).
  `CREATE TABLE IF NOT EXISTS relay_subscriptions (
    topic text ${C} NOT NULL,
    client_id text ${C} NOT NULL,
    instance_id text ${C} NOT NULL,
    expires_at bigint NOT NULL,
    PRIMARY KEY (topic, client_id, instance_id)
  )`,
  toByteOrder('relay_subscriptions', ['topic', 'client_id', 'instance_id']),
  'CREATE INDEX IF NOT EXISTS relay_subscriptions_instance_idx ON relay_subscriptions (instance_id)',
]

// Same for every instance on one server; distinct from the cloud's (7_316_001).
const MIGRATION_LOCK_KEY = 7_316_002

/**
 * Creates the relay's tables if they are missing, in one implicit transaction under an advisory lock:
 * two instances starting at once on an empty database would otherwise race on CREATE TABLE.
 */
export async function migrateRelaySchema(sql: SqlClient): Promise<void> {
  const script = [`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`, ...statements].join(';\n')
  // PGlite runs several statements through exec(); node-postgres through query() without parameters.
  if (sql.exec) await sql.exec(script)
  else await sql.query(script)
}
