import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createCloudApp } from '../app.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { createSeededApp, type SeededApp, TEST_PUBLIC_URL } from '../testing/seededApp.js'

const event = (eventId: string, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    eventId,
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: Date.now(),
    props: { type: 'track', event: 'MODAL_OPEN' },
    ...overrides,
  })

describe('POST /e limits', () => {
  let s: SeededApp
  beforeAll(async () => {
    s = await createSeededApp()
  })
  beforeEach(async () => {
    await s.db.query('DELETE FROM analytics_events')
    await s.db.query('DELETE FROM rate_limits')
  })
  afterAll(() => s.db.close())

  /** An app instance over the shared database with a quota of 5 events per client and minute. */
  const instance = () =>
    createCloudApp({
      db: s.db,
      publicUrl: TEST_PUBLIC_URL,
      eventQuota: { points: 5, durationSeconds: 60 },
      trustProxy: true,
      onUnexpectedError: () => {},
    })
  const post = (app: ReturnType<typeof instance>, body: string, client = '203.0.113.7') =>
    app.request(`/e?projectId=${DEMO_PROJECT_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': client },
      body,
    })
  const stored = async () =>
    Number((await s.db.query<{ n: string }>('SELECT count(*) AS n FROM analytics_events')).rows[0]?.n)

  it('refuses a url that is not a web page address and timestamps outside 2020 .. a day ahead', async () => {
    const app = instance()
    const cases: [string, string][] = [
      [event('a', { url: 'javascript:alert(1)' }), 'Invalid url: must be an http(s) URL'],
      [event('b', { url: 'data:text/html,hi' }), 'Invalid url: must be an http(s) URL'],
      [
        event('c', { timestamp: 8_640_000_000_000_000 }),
        'Invalid timestamp: must not be more than a day ahead',
      ],
      [event('d', { timestamp: Date.UTC(2019, 11, 31) }), 'Invalid timestamp: must not be before 2020'],
    ]
    for (const [body, message] of cases) {
      const response = await post(app, body)
      expect(response.status, message).toBe(400)
      expect(await response.json()).toEqual({ message })
    }
    expect(await stored()).toBe(0)
  })

  it('answers 429 with Retry-After past a client quota, counted in the database across instances', async () => {
    const first = instance()
    const second = instance()
    for (let n = 0; n < 3; n += 1) expect((await post(first, event(`e${n}`))).status).toBe(202)
    for (let n = 3; n < 5; n += 1) expect((await post(second, event(`e${n}`))).status).toBe(202)
    const over = await post(first, event('e5'))
    expect(over.status).toBe(429)
    const retryAfter = Number(over.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await over.json()).toEqual({ message: `Too many events, try again in ${retryAfter} s` })
    expect((await post(second, event('e6'))).status).toBe(429)
    expect(await stored()).toBe(5)
    // Another client has its own quota.
    expect((await post(second, event('other'), '198.51.100.9')).status).toBe(202)
  })
})
