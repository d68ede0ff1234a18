import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { putProject } from '../projects/store.js'
import { createSeededApp, type SeededApp } from '../testing/seededApp.js'

const event = {
  eventId: '6f1b0f5e-5d7c-4f0e-9d1e-0a7f6f5a2b11',
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: Date.UTC(2025, 0, 2, 3, 4, 5),
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
}

describe('POST /e', () => {
  let s: SeededApp
  const post = (body: string, query = '') =>
    s.call(`/e?st=appkit&sv=1.7.4${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:5173' },
      body,
    })
  const stored = async () =>
    (
      await s.db.query<{
        event_id: string
        domain: string
        occurred_at: Date
        props: unknown
        sdk_version: string
      }>('SELECT event_id, domain, occurred_at, props, sdk_version FROM analytics_events ORDER BY seq')
    ).rows

  beforeAll(async () => {
    s = await createSeededApp()
  })
  beforeEach(async () => {
    await s.db.query('DELETE FROM analytics_events')
  })
  afterAll(() => s.db.close())

  it('stores an event with its project, time, props and SDK version', async () => {
    const response = await post(JSON.stringify(event))
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ ok: true })
    const rows = await stored()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      event_id: event.eventId,
      domain: 'localhost',
      props: event.props,
      sdk_version: '1.7.4',
    })
    expect(new Date(rows[0]?.occurred_at ?? 0).getTime()).toBe(event.timestamp)
  })

  it('stores a resent event (same eventId) once', async () => {
    await post(JSON.stringify(event))
    expect((await post(JSON.stringify(event))).status).toBe(202)
    expect(await stored()).toHaveLength(1)
  })

  it.each([
    ['not json', '{"eventId":', 'Invalid body: expected a JSON object'],
    ['an array', '[]', 'Invalid body:'],
    ['no eventId', JSON.stringify({ ...event, eventId: undefined }), 'Invalid eventId:'],
    ['a string timestamp', JSON.stringify({ ...event, timestamp: '2025-01-01' }), 'Invalid timestamp:'],
    ['props that are not an object', JSON.stringify({ ...event, props: 'x' }), 'Invalid props:'],
    ['an overlong url', JSON.stringify({ ...event, url: `http://x/${'a'.repeat(3000)}` }), 'Invalid url:'],
  ])('rejects %s with 400 naming the field and stores nothing', async (_, body, message) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message.startsWith(message)).toBe(true)
    expect(await stored()).toEqual([])
  })

  it('rejects a body over 64 KiB with 413 and stores nothing', async () => {
    const big = JSON.stringify({ ...event, props: { blob: 'x'.repeat(70 * 1024) } })
    const response = await post(big)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'Request body is larger than 65536 bytes' })
    expect(await stored()).toEqual([])
  })

  it('accepts but drops events of a project with analytics off', async () => {
    const projectId = 'cd'.repeat(16)
    await putProject(s.db, {
      projectId,
      name: 'Quiet',
      allowedOrigins: ['http://localhost:*'],
      analyticsEnabled: false,
    })
    const response = await s.app.request(`/e?projectId=${projectId}`, {
      method: 'POST',
      body: JSON.stringify(event),
    })
    expect(response.status).toBe(202)
    expect(await stored()).toEqual([])
  })

  it('rejects an event from an origin off the list with 403 and stores nothing', async () => {
    const response = await s.call('/e', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: JSON.stringify(event),
    })
    expect(response.status).toBe(403)
    expect(await stored()).toEqual([])
  })
})
