import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignInStore } from '../siwx/store.js'
import { createMemoryDb } from '../testing/memoryDb.js'
import { CLOUD_EXPIRING_TABLES } from './expiringTables.js'
import { purgeExpired, schedulePurge } from './purge.js'
import type { Db } from './types.js'

const HOUR = 60 * 60_000

describe('purging expired rows', () => {
  let db: Db
  beforeAll(async () => {
    db = await createMemoryDb()
  })
  afterAll(() => db.close())

  const count = async (table: string) =>
    Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n)

  it("deletes the cloud's expired nonces, sessions, rate-limit counters and request-limit windows, and keeps the live ones", async () => {
    const start = Date.now()
    const at = { now: start }
    const store = createSignInStore(db, () => at.now)
    const stale = await store.issueNonce('p1')
    const session = {
      address: '0x0000000000000000000000000000000000000001',
      chainId: 'eip155:31337',
      domain: 'localhost:5173',
      message: 'm',
      signature: '0x',
      issuedAt: new Date(start).toISOString(),
    }
    const ended = await store.add('p1', { ...session, expiresAt: new Date(start + 60_000).toISOString() })
    const lasting = await store.add('p1', { ...session, expiresAt: new Date(start + 3 * HOUR).toISOString() })
    await db.query(
      'INSERT INTO rate_limits (key, points, expire) VALUES ($1, 1, $2), ($3, 1, $4), ($5, 1, NULL)',
      ['events:old', start - 1000, 'events:live', start + 3 * HOUR, 'events:forever'],
    )
    await db.query(
      'INSERT INTO request_limits (key, window_start, count, expires_at) VALUES ($1, $2, 1, $2), ($3, $4, 1, $4)',
      ['rpc:old', new Date(start - 1000), 'rpc:live', new Date(start + 3 * HOUR)],
    )
    at.now = start + 2 * HOUR
    const fresh = await store.issueNonce('p1')

    const deleted = await purgeExpired(db, CLOUD_EXPIRING_TABLES, { now: () => at.now })
    expect(deleted).toEqual({ siwx_nonces: 1, siwx_sessions: 1, rate_limits: 1, request_limits: 1 })
    expect(
      (await db.query<{ key: string }>('SELECT key FROM request_limits')).rows.map((r) => r.key),
    ).toEqual(['rpc:live'])
    const nonces = (await db.query<{ nonce: string }>('SELECT nonce FROM siwx_nonces')).rows.map(
      (r) => r.nonce,
    )
    expect(nonces).toEqual([fresh.nonce])
    expect(nonces).not.toContain(stale.nonce)
    const sessions = (await db.query<{ id: string }>('SELECT id FROM siwx_sessions')).rows.map((r) => r.id)
    expect(sessions).toEqual([lasting.session.id])
    expect(sessions).not.toContain(ended.session.id)
    expect(
      (await db.query<{ key: string }>('SELECT key FROM rate_limits ORDER BY key')).rows.map((r) => r.key),
    ).toEqual(['events:forever', 'events:live'])
    // A live nonce still works after the purge; a second purge (another instance) finds nothing.
    expect(await store.useNonce('p1', fresh.nonce)).toBe(true)
    expect(await purgeExpired(db, CLOUD_EXPIRING_TABLES, { now: () => at.now })).toEqual({
      siwx_nonces: 0,
      siwx_sessions: 0,
      rate_limits: 0,
      request_limits: 0,
    })
  })

  it('leaves rows for the grace period after they expired', async () => {
    await db.query(
      `INSERT INTO siwx_nonces (nonce, project_id, expires_at) VALUES ('graceNonce1', 'p1', $1)`,
      [new Date(Date.now() - 30 * 60_000)],
    )
    await purgeExpired(db, CLOUD_EXPIRING_TABLES, { graceMs: HOUR })
    expect(await count(`siwx_nonces WHERE nonce = 'graceNonce1'`)).toBe(1)
    await purgeExpired(db, CLOUD_EXPIRING_TABLES, { graceMs: 10 * 60_000 })
    expect(await count(`siwx_nonces WHERE nonce = 'graceNonce1'`)).toBe(0)
  })

  it('runs on a schedule with jitter, and several schedulers over one database agree', async () => {
    await db.query(
      `INSERT INTO siwx_nonces (nonce, project_id, expires_at) VALUES ('scheduled1', 'p1', $1)`,
      [new Date(Date.now() - 1000)],
    )
    const errors: unknown[] = []
    const schedules = [1, 2, 3].map(() =>
      schedulePurge(db, CLOUD_EXPIRING_TABLES, { everyMs: 20, graceMs: 0, onError: (e) => errors.push(e) }),
    )
    await expect.poll(() => count(`siwx_nonces WHERE nonce = 'scheduled1'`), { timeout: 5000 }).toBe(0)
    await Promise.all(schedules.map((schedule) => schedule.stop()))
    expect(errors).toEqual([])
  })

  it('refuses a table or column that is not a plain name', () => {
    expect(() => schedulePurge(db, [{ table: 'x; DROP TABLE projects', column: 'expires_at' }])).toThrow(
      /Not a table or column name/,
    )
  })
})
