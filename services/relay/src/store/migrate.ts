import type { SqlClient } from './sql-client.js'

// Idempotent: every start runs it; tables carry the relay_ prefix in a database shared with cloud.
const statements = [
  `CREATE TABLE IF NOT EXISTS relay_messages (
    id text PRIMARY KEY,
    topic text NOT NULL,
    message text NOT NULL,
    tag integer NOT NULL,
    published_at bigint NOT NULL,
    expires_at bigint NOT NULL,
    sender text NOT NULL,
    attestation text,
    acked_by text[] NOT NULL DEFAULT '{}'
  )`,
  'CREATE INDEX IF NOT EXISTS relay_messages_topic_idx ON relay_messages (topic, published_at)',
  'CREATE INDEX IF NOT EXISTS relay_messages_expires_idx ON relay_messages (expires_at)',
  // The per-client storage quota sums a sender's stored messages on every publish.
  'CREATE INDEX IF NOT EXISTS relay_messages_sender_idx ON relay_messages (sender, expires_at)',
]

/** Creates the relay's tables if they are missing. */
export async function migrateRelaySchema(sql: SqlClient): Promise<void> {
  for (const statement of statements) await sql.query(statement)
}
