// What other instances hear of a stored batch, on a real PostgreSQL server: the NOTIFYs the insert
// statement sends, read as the cluster reads them.
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startPostgres } from '../../../../scripts/postgres.mjs'
import { ANNOUNCE_CHANNEL, MESSAGES_PER_NOTIFICATION, parseAnnouncement } from '../cluster/announcement.js'
import type { AnnouncedMessage } from '../cluster/types.js'
import { SqlMailboxStore } from './sql.js'
import type { SqlClient } from './sql-client.js'
import type { PutManyOptions, StoredMessage } from './types.js'

let postgres: Awaited<ReturnType<typeof startPostgres>>
let pool: InstanceType<typeof pg.Pool>
let listener: InstanceType<typeof pg.Client>
let store: SqlMailboxStore
const payloads: string[] = []

beforeAll(async () => {
  postgres = await startPostgres()
  pool = new pg.Pool({ connectionString: postgres.url, max: 2 })
  store = await SqlMailboxStore.create(pool as SqlClient)
  listener = new pg.Client({ connectionString: postgres.url })
  await listener.connect()
  listener.on('notification', (event) => payloads.push(event.payload ?? ''))
  await listener.query(`LISTEN ${ANNOUNCE_CHANNEL}`)
}, 60_000)

afterAll(async () => {
  await listener?.end()
  await pool?.end()
  await postgres?.stop()
})

beforeEach(async () => {
  payloads.length = 0
  await pool.query('DELETE FROM relay_messages')
})

const options: PutManyOptions = {
  quota: { maxCount: 1000, maxBytes: 16_777_216 },
  now: 1_000,
  announce: { channel: ANNOUNCE_CHANNEL, instanceId: 'a1b2c3d4e5f60718' },
}

function message(id: string, overrides: Partial<StoredMessage> = {}): StoredMessage {
  return {
    id,
    topic: 'a'.repeat(64),
    message: `payload ${id}`,
    tag: 1108,
    publishedAt: 1_000,
    expiresAt: 301_000,
    sender: 'did:key:z6MkSender',
    ackedBy: [],
    ...overrides,
  }
}

/** Every message announced so far, in notification order; waits until `count` arrived. */
async function announced(count: number): Promise<AnnouncedMessage[]> {
  // The notifications follow the commit over the listener's own connection.
  const all = () => payloads.flatMap((payload) => parseAnnouncement(payload).messages)
  while (all().length < count) await new Promise((resolve) => listener.once('notification', resolve))
  return all()
}

describe('announcing stored messages', () => {
  it('names each stored message by id, topic and sender, in publish order, never with its payload', async () => {
    const batch = [
      message('m1', { attestation: 'eyJhbGciOi.attestation' }),
      message('m2', { message: 'x'.repeat(10_000), topic: 'b'.repeat(64) }),
      message('m3', { message: 'quote " and \\ and é' }),
    ]
    expect(await store.putMany(batch, options)).toEqual([true, true, true])
    const heard = await announced(3)
    expect(heard).toEqual(batch.map(({ id, topic, sender }) => ({ id, topic, sender })))
    expect(JSON.parse(payloads[0] as string).i).toBe(options.announce?.instanceId)
    for (const payload of payloads) {
      expect(payload).not.toContain('payload m1')
      expect(payload).not.toContain('attestation')
      expect(payload).not.toContain('xxxx')
    }
  })

  it('does the same for a batch of one (its own statement)', async () => {
    await store.putMany([message('one')], options)
    await store.putMany([message('big', { message: 'y'.repeat(10_000) })], options)
    expect(await announced(2)).toEqual([
      { id: 'one', topic: 'a'.repeat(64), sender: 'did:key:z6MkSender' },
      { id: 'big', topic: 'a'.repeat(64), sender: 'did:key:z6MkSender' },
    ])
    expect(payloads.some((payload) => payload.includes('yyyy'))).toBe(false)
  })

  it('splits a large batch into notifications under 8000 bytes, announcing each stored message once', async () => {
    const batch = Array.from({ length: 120 }, (_, i) =>
      message(`n${i}`.padEnd(64, '0'), {
        sender: `did:key:z6MkSender${i}`.padEnd(56, 'k'),
        message: 'z'.repeat(3000),
      }),
    )
    // One message a sender: n60's sender publishes a second one, which its quota refuses.
    batch.splice(61, 0, message('refused', { sender: batch[60]?.sender as string }))
    const stored = await store.putMany(batch, { ...options, quota: { maxCount: 1, maxBytes: 16_777_216 } })
    expect(stored.filter((ok) => !ok)).toHaveLength(1)
    const heard = await announced(120)
    expect(heard.map((m) => m.id)).toEqual(batch.filter((m) => m.id !== 'refused').map((m) => m.id))
    expect(payloads).toHaveLength(Math.ceil(120 / MESSAGES_PER_NOTIFICATION))
    expect(Math.max(...payloads.map((payload) => Buffer.byteLength(payload)))).toBeLessThan(8000)
  })
})
