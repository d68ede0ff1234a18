import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MemoryMailboxStore } from './memory.js'
import { SqlMailboxStore } from './sql.js'
import type { MailboxStore, StoredMessage } from './types.js'

let pglite: PGlite
// PGlite boots a whole Postgres in wasm: seconds, more on a busy machine.
beforeAll(async () => {
  pglite = await PGlite.create()
}, 120_000)
afterAll(() => pglite.close())

function message(overrides: Partial<StoredMessage> = {}): StoredMessage {
  return {
    id: crypto.randomUUID(),
    topic: 'a'.repeat(64),
    message: 'payload',
    tag: 1100,
    publishedAt: 1_000,
    expiresAt: 301_000,
    sender: 'did:key:zSender',
    ackedBy: [],
    ...overrides,
  }
}

describe.each([
  ['memory', async (): Promise<MailboxStore> => new MemoryMailboxStore()],
  [
    'sql (PGlite)',
    async (): Promise<MailboxStore> => {
      const store = await SqlMailboxStore.create(pglite)
      await pglite.query('DELETE FROM relay_messages')
      return store
    },
  ],
])('%s mailbox store', (_, open) => {
  it('returns unexpired messages for a client, oldest first, without its own or acked ones', async () => {
    const store = await open()
    const topic = 'b'.repeat(64)
    await store.put(message({ id: 'late', topic, publishedAt: 2_000 }))
    await store.put(message({ id: 'early', topic, publishedAt: 1_500, attestation: 'att' }))
    await store.put(message({ id: 'own', topic, sender: 'did:key:zReader' }))
    await store.put(message({ id: 'expired', topic, expiresAt: 1_999 }))
    await store.put(message({ id: 'acked', topic }))
    await store.ack('acked', 'did:key:zReader')
    const found = await store.pending({ topics: [topic], clientId: 'did:key:zReader', now: 2_000, limit: 10 })
    expect(found.map((m) => m.id)).toEqual(['early', 'late'])
    expect(found[0]).toEqual(message({ id: 'early', topic, publishedAt: 1_500, attestation: 'att' }))
  })

  it("counts a sender's unexpired messages and their bytes (the storage quota)", async () => {
    const store = await open()
    await store.put(message({ id: 'u1', sender: 'did:key:zQuota', message: 'héllo' }))
    await store.put(message({ id: 'u2', sender: 'did:key:zQuota', message: 'abc' }))
    await store.put(message({ id: 'u3', sender: 'did:key:zQuota', expiresAt: 1_999 }))
    await store.put(message({ id: 'u4', sender: 'did:key:zOther' }))
    expect(await store.usage('did:key:zQuota', 2_000)).toEqual({ count: 2, bytes: 9 })
    expect(await store.usage('did:key:zNobody', 2_000)).toEqual({ count: 0, bytes: 0 })
  })

  it('treats storing the same id twice as one message', async () => {
    const store = await open()
    await store.put(message({ id: 'same' }))
    await store.put(message({ id: 'same', message: 'other' }))
    const found = await store.pending({ topics: ['a'.repeat(64)], clientId: 'x', now: 0, limit: 10 })
    expect(found.map((m) => m.message)).toEqual(['payload'])
  })

  it('records each ack once and reports who acked; undefined for deleted messages', async () => {
    const store = await open()
    await store.put(message({ id: 'm' }))
    expect(await store.ack('m', 'one')).toEqual(['one'])
    expect(await store.ack('m', 'one')).toEqual(['one'])
    expect(await store.ack('m', 'two')).toEqual(['one', 'two'])
    await store.deleteMany(['m'])
    expect(await store.ack('m', 'three')).toBeUndefined()
  })

  it('deletes several messages in one call, and no others', async () => {
    const store = await open()
    for (const [id, publishedAt] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      await store.put(message({ id, publishedAt }))
    await store.deleteMany(['a', 'c', 'gone already'])
    await store.deleteMany([])
    const found = await store.pending({ topics: ['a'.repeat(64)], clientId: 'x', now: 0, limit: 10 })
    expect(found.map((m) => m.id)).toEqual(['b'])
  })

  it('purges exactly the expired messages and honours the limit', async () => {
    const store = await open()
    await store.put(message({ id: 'gone', expiresAt: 5_000 }))
    await store.put(message({ id: 'kept-1', expiresAt: 9_000, publishedAt: 1 }))
    await store.put(message({ id: 'kept-2', expiresAt: 9_000, publishedAt: 2 }))
    expect(await store.purgeExpired(5_000)).toBe(1)
    const found = await store.pending({ topics: ['a'.repeat(64)], clientId: 'x', now: 0, limit: 1 })
    expect(found.map((m) => m.id)).toEqual(['kept-1'])
  })

  it("stores a batch in one go, each message within its sender's quota counting its earlier ones in the batch", async () => {
    const store = await open()
    const quota = { maxCount: 3, maxBytes: 20 }
    await store.put(message({ id: 'old', sender: 'did:key:zA', message: 'abcde' }))
    await store.put(message({ id: 'expired', sender: 'did:key:zA', expiresAt: 1_999 }))
    const batch = [
      message({ id: 'a1', sender: 'did:key:zA', message: 'abcde', publishedAt: 2_000 }),
      message({ id: 'b1', sender: 'did:key:zB', message: 'x'.repeat(21) }),
      message({ id: 'a2', sender: 'did:key:zA', message: 'abcde', publishedAt: 2_001 }),
      message({ id: 'a3', sender: 'did:key:zA', message: 'abcde', publishedAt: 2_002 }),
      message({ id: 'b2', sender: 'did:key:zB', message: 'x'.repeat(20) }),
      // Stored before: counts as stored (and against the quota, as any publish does).
      message({ id: 'old', sender: 'did:key:zC', message: 'abcde' }),
    ]
    // b2 would fit alone; b1's bytes, refused or not, count against it.
    expect(await store.putMany(batch, { quota, now: 2_000 })).toEqual([true, false, true, false, false, true])
    const a = await store.pending({
      topics: ['a'.repeat(64)],
      clientId: 'did:key:zReader',
      now: 2_000,
      limit: 10,
    })
    expect(a.map((m) => m.id).sort()).toEqual(['a1', 'a2', 'old'])
    expect(await store.putMany([], { quota, now: 2_000 })).toEqual([])
  })
})

describe('SqlMailboxStore migration', () => {
  it('can run on every start (idempotent) and keeps existing messages', async () => {
    const db = await PGlite.create()
    const first = await SqlMailboxStore.create(db)
    await first.put(message({ id: 'survivor' }))
    const second = await SqlMailboxStore.create(db)
    const found = await second.pending({ topics: ['a'.repeat(64)], clientId: 'x', now: 0, limit: 10 })
    expect(found.map((m) => m.id)).toEqual(['survivor'])
    await db.close()
  }, 120_000)
})
