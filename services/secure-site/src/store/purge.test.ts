import { purgeExpired } from '@foyer/cloud/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../_test/harness.js'
import { SECURE_SITE_EXPIRING_TABLES } from './expiringTables.js'

describe("purging the secure site's expired rows", () => {
  let h: Harness
  beforeAll(async () => {
    h = await createHarness()
  })
  afterAll(() => h.close())

  it('deletes expired codes, device links, sessions, pending social and Farcaster logins and request-limit windows, and keeps live ones', async () => {
    const now = Date.now()
    const past = new Date(now - 60_000)
    const future = new Date(now + 60 * 60_000)
    const q = (sql: string, params: unknown[]) => h.db.query(sql, params)
    await q(
      `INSERT INTO ss_users (id, email, address, sealed_key, sealed_data_key) VALUES ('u1', 'a@b.c', '0x1', $1, $1)`,
      [new Uint8Array([1])],
    )
    for (const [tag, at] of [
      ['old', past],
      ['live', future],
    ] as const) {
      await q(
        `INSERT INTO ss_codes (email, purpose, device_hash, code_hash, sent_at, expires_at) VALUES ($1, 'login', 'd', 'h', $2, $2)`,
        [`${tag}@b.c`, at],
      )
      await q(
        `INSERT INTO ss_device_links (token_hash, user_id, device_hash, origin, expires_at) VALUES ($1, 'u1', 'd', 'o', $2)`,
        [tag, at],
      )
      await q(
        `INSERT INTO ss_sessions (token_hash, user_id, device_hash, expires_at) VALUES ($1, 'u1', 'd', $2)`,
        [tag, at],
      )
      await q(
        `INSERT INTO ss_social_logins (state_hash, provider, device_hash, origin, code_verifier, nonce, expires_at)
         VALUES ($1, 'google', 'd', 'o', 'v', 'n', $2)`,
        [tag, at],
      )
      await q(
        `INSERT INTO ss_farcaster_logins (device_hash, origin, channel_token, nonce, domain, expires_at)
         VALUES ($1, 'o', 'c', 'n', 'd', $2)`,
        [tag, at],
      )
      await q(
        `INSERT INTO ss_passkey_challenges (challenge, purpose, device_hash, nonce, expires_at)
         VALUES ($1, 'login', 'd', 'n', $2)`,
        [tag, at],
      )
      await q(`INSERT INTO request_limits (key, window_start, count, expires_at) VALUES ($1, $2, 1, $2)`, [
        `mails:${tag}`,
        at,
      ])
    }
    const deleted = await purgeExpired(h.db, SECURE_SITE_EXPIRING_TABLES, { now: () => now })
    expect(deleted).toEqual({
      ss_codes: 1,
      ss_device_links: 1,
      ss_sessions: 1,
      ss_social_logins: 1,
      ss_farcaster_logins: 1,
      ss_passkey_challenges: 1,
      request_limits: 1,
    })
    const left = async (table: string, column: string) =>
      (await h.db.query<{ key: string }>(`SELECT ${column} AS key FROM ${table}`)).rows.map((row) => row.key)
    expect(await left('ss_codes', 'email')).toEqual(['live@b.c'])
    expect(await left('ss_device_links', 'token_hash')).toEqual(['live'])
    expect(await left('ss_sessions', 'token_hash')).toEqual(['live'])
    expect(await left('ss_social_logins', 'state_hash')).toEqual(['live'])
    expect(await left('ss_farcaster_logins', 'device_hash')).toEqual(['live'])
    expect(await left('ss_passkey_challenges', 'challenge')).toEqual(['live'])
    expect(await left('request_limits', 'key')).toEqual(['mails:live'])
  })

  it('keeps a live session usable: a signed-in visitor stays signed in across a purge', async () => {
    const token = await h.signIn('purge@example.com')
    await purgeExpired(h.db, SECURE_SITE_EXPIRING_TABLES, { now: () => h.clock.now })
    const answer = await h.call('/api/session', { sessionToken: token })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  })
})
