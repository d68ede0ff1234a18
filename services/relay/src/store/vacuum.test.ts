import { PGlite } from '@electric-sql/pglite'
import { afterEach, describe, expect, it } from 'vitest'
import { SqlMailboxStore } from './sql.js'
import type { StoredMessage } from './types.js'

const open: PGlite[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.close()))
})

/** Relays `total` messages through a fresh PGlite store: stored in batches of 500, then delivered (deleted). */
async function relayThrough(store: SqlMailboxStore, total: number, start = 0): Promise<void> {
  for (let first = start; first < start + total; first += 500) {
    const batch: StoredMessage[] = Array.from({ length: 500 }, (_, i) => ({
      id: `message-${first + i}`.padEnd(64, '0'),
      topic: `topic-${i}`.padEnd(64, '0'),
      message: 'x'.repeat(200),
      tag: 1108,
      publishedAt: 1_000,
      expiresAt: 301_000,
      sender: `did:key:z${i}`,
      ackedBy: [],
    }))
    await store.putMany(batch, { quota: { maxCount: 1000, maxBytes: 1_000_000 }, now: 1_000 })
    await store.deleteMany(batch.map((m) => m.id))
  }
}

async function tableBytes(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ bytes: number }>(
    "SELECT pg_total_relation_size('relay_messages')::int AS bytes",
  )
  return rows[0]?.bytes ?? 0
}

describe('PGlite vacuum', () => {
  it('keeps relay_messages bounded while messages come and go; without it the table grows with every one', async () => {
    const db = await PGlite.create()
    open.push(db)
    const store = await SqlMailboxStore.create(db, { vacuumAfterDeletes: 2000 })
    await relayThrough(store, 4_000)
    const early = await tableBytes(db)
    await relayThrough(store, 12_000, 4_000)
    const late = await tableBytes(db)
    // Three times as many messages later, the space of the delivered ones was reused.
    expect(late).toBeLessThanOrEqual(early * 1.25)

    const unvacuumed = await PGlite.create()
    open.push(unvacuumed)
    await relayThrough(await SqlMailboxStore.create(unvacuumed), 16_000)
    expect(await tableBytes(unvacuumed)).toBeGreaterThan(late * 2)
  }, 120_000)
})
