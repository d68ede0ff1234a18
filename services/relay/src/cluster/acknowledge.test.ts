// The batched ack statements on a real PostgreSQL server, two pools playing two relay instances.
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startPostgres } from '../../../../scripts/postgres.mjs'
import { migrateRelaySchema } from '../store/migrate.js'
import type { SqlClient } from '../store/sql-client.js'
import { acknowledgeInPostgres } from './acknowledge.js'

const NOW = 1_000_000
const topic = 't'.repeat(64)
let postgres: Awaited<ReturnType<typeof startPostgres>>
let first: InstanceType<typeof pg.Pool>
let second: InstanceType<typeof pg.Pool>

beforeAll(async () => {
  postgres = await startPostgres()
  first = new pg.Pool({ connectionString: postgres.url, max: 4 })
  second = new pg.Pool({ connectionString: postgres.url, max: 4 })
  await migrateRelaySchema(first as SqlClient)
}, 60_000)

afterAll(async () => {
  await Promise.all([first?.end(), second?.end()])
  await postgres?.stop()
})

beforeEach(async () => {
  await first.query('DELETE FROM relay_messages; DELETE FROM relay_subscriptions')
})

async function store(ids: string[], sender = 'sender'): Promise<void> {
  await first.query(
    `INSERT INTO relay_messages (id, topic, message, tag, published_at, expires_at, sender)
     SELECT unnest($1::text[]), $2, 'payload', 1, $3, $4, $5`,
    [ids, topic, NOW, NOW + 300_000, sender],
  )
}

async function subscribe(clientId: string, instance: string, expiresAt = NOW + 30_000): Promise<void> {
  await first.query(
    'INSERT INTO relay_subscriptions (topic, client_id, instance_id, expires_at) VALUES ($1, $2, $3, $4)',
    [topic, clientId, instance, expiresAt],
  )
}

async function stored(): Promise<Record<string, string[]>> {
  const { rows } = await first.query<{ id: string; acked_by: string[] }>(
    'SELECT id, acked_by FROM relay_messages ORDER BY id',
  )
  return Object.fromEntries(rows.map((row) => [row.id, row.acked_by]))
}

const ack = (pool: typeof first, messageId: string, clientId: string) =>
  acknowledgeInPostgres(pool as SqlClient, [{ messageId, clientId }], NOW)

describe('acknowledgeInPostgres', () => {
  it('deletes a message its only subscriber acked', async () => {
    await store(['m1', 'm2'])
    await subscribe('reader', 'a')
    await acknowledgeInPostgres(
      first as SqlClient,
      [
        { messageId: 'm1', clientId: 'reader' },
        { messageId: 'm2', clientId: 'reader' },
      ],
      NOW,
    )
    expect(await stored()).toEqual({})
  })

  it('keeps a message until every subscriber on every instance acked it, recording each ack once', async () => {
    await store(['m'])
    await subscribe('one', 'a')
    await subscribe('two', 'b')
    await acknowledgeInPostgres(
      first as SqlClient,
      [
        { messageId: 'm', clientId: 'one' },
        { messageId: 'm', clientId: 'one' },
      ],
      NOW,
    )
    await ack(first, 'm', 'one')
    expect(await stored()).toEqual({ m: ['one'] })
    await ack(second, 'm', 'two')
    expect(await stored()).toEqual({})
  })

  it("does not wait for the sender's own subscription or for expired ones", async () => {
    await store(['m'])
    await subscribe('sender', 'a')
    await subscribe('gone', 'b', NOW)
    await subscribe('reader', 'b')
    await ack(second, 'm', 'reader')
    expect(await stored()).toEqual({})
  })

  it('counts the ack another instance is writing at that very moment', async () => {
    await store(['m'])
    await subscribe('one', 'a')
    await subscribe('two', 'b')
    const other = await second.connect()
    await other.query('BEGIN')
    await other.query(`UPDATE relay_messages SET acked_by = acked_by || '{two}'::text[] WHERE id = 'm'`)
    // Waits for the other instance's row lock, then re-checks the row as that one wrote it.
    const acking = ack(first, 'm', 'one')
    await new Promise((resolve) => setTimeout(resolve, 200))
    await other.query('COMMIT')
    other.release()
    await acking
    expect(await stored()).toEqual({})
  })

  it('deletes a message whose last two acks arrive on two instances at the same moment', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => `m${i}`)
    await store(ids)
    await subscribe('one', 'a')
    await subscribe('two', 'b')
    // Each instance acks in small batches, interleaved with the other's: every message ends up acked
    // by both, whichever statement saw the other's ack.
    await Promise.all(
      [
        [first, 'one'],
        [second, 'two'],
      ].flatMap(([pool, clientId]) =>
        Array.from({ length: 20 }, (_, batch) =>
          acknowledgeInPostgres(
            pool as SqlClient,
            ids
              .slice(batch * 10, batch * 10 + 10)
              .map((messageId) => ({ messageId, clientId: clientId as string })),
            NOW,
          ),
        ),
      ),
    )
    expect(await stored()).toEqual({})
  })
})
