import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { migrateRelaySchema } from './migrate.js'
import { SqlMailboxStore } from './sql.js'

let pglite: PGlite
// PGlite boots a whole Postgres in wasm: seconds, more on a busy machine.
beforeAll(async () => {
  pglite = await PGlite.create()
}, 120_000)
afterAll(() => pglite.close())

const keyCollations = async () =>
  (
    await pglite.query<{ column: string; collation: string }>(
      `SELECT a.attrelid::regclass || '.' || a.attname AS column, c.collname AS collation
       FROM pg_attribute a JOIN pg_collation c ON c.oid = a.attcollation
       WHERE a.attrelid IN ('relay_messages'::regclass, 'relay_subscriptions'::regclass)
         AND a.attname IN ('id', 'topic', 'sender', 'client_id', 'instance_id') ORDER BY 1`,
    )
  ).rows

it('moves tables from before to byte-order keys, keeping what waits, and stays idempotent', async () => {
  // The tables as the relay created them before (the database's own collation).
  await pglite.exec(`
    CREATE TABLE relay_messages (id text PRIMARY KEY, topic text NOT NULL, message text NOT NULL,
      tag integer NOT NULL, published_at bigint NOT NULL, expires_at bigint NOT NULL, sender text NOT NULL,
      attestation text, acked_by text[] NOT NULL DEFAULT '{}');
    CREATE INDEX relay_messages_topic_idx ON relay_messages (topic, published_at);
    CREATE TABLE relay_subscriptions (topic text NOT NULL, client_id text NOT NULL, instance_id text NOT NULL,
      expires_at bigint NOT NULL, PRIMARY KEY (topic, client_id, instance_id));
    INSERT INTO relay_messages (id, topic, message, tag, published_at, expires_at, sender)
      VALUES ('waiting', '${'a'.repeat(64)}', 'payload', 1108, 1000, 301000, 'did:key:zSender');`)
  expect((await keyCollations()).every((row) => row.collation === 'default')).toBe(true)

  const store = await SqlMailboxStore.create(pglite)
  await migrateRelaySchema(pglite)

  expect(await keyCollations()).toEqual(
    [
      'relay_messages.id',
      'relay_messages.sender',
      'relay_messages.topic',
      'relay_subscriptions.client_id',
      'relay_subscriptions.instance_id',
      'relay_subscriptions.topic',
    ].map((column) => ({ column, collation: 'C' })),
  )
  const waiting = await store.pending({
    topics: ['a'.repeat(64)],
    clientId: 'did:key:zReader',
    now: 2000,
    limit: 10,
  })
  expect(waiting.map((message) => message.id)).toEqual(['waiting'])
}, 60_000)
