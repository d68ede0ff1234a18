import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudApp } from '../app.js'
import { parseRateRules } from '../db/rateLimit.js'
import { requestLimitsOf } from '../http/requestLimits.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { createSeededApp, type SeededApp, TEST_PUBLIC_URL } from '../testing/seededApp.js'

describe('limits on the RPC proxy and sign-in nonces', () => {
  let s: SeededApp
  beforeAll(async () => {
    s = await createSeededApp()
  })
  afterAll(() => s.db.close())

  // A clock just past the start of an hour: the windows below cannot end mid-test.
  const clock = { now: Date.parse('2026-11-25T10:00:05Z') }
  const instance = () =>
    createCloudApp({
      db: s.db,
      publicUrl: TEST_PUBLIC_URL,
      trustProxy: true,
      requestLimits: {
        rpcPerClient: parseRateRules('RPC', '3/hour', ''),
        noncePerClient: parseRateRules('NONCE', '2/hour', ''),
      },
      now: () => clock.now,
      onUnexpectedError: () => {},
    })
  const rpc = (app: ReturnType<typeof instance>, client: string) =>
    app.request(`/v1?chainId=eip155:31337&projectId=${DEMO_PROJECT_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
  const nonce = (app: ReturnType<typeof instance>, client: string) =>
    app.request(`/v1/sessions/nonce?projectId=${DEMO_PROJECT_ID}`, { headers: { 'x-forwarded-for': client } })

  it('answers the RPC proxy with 429 and Retry-After past the limit of a project and client', async () => {
    // Two instances on one database count one client together.
    const [a, b] = [instance(), instance()]
    const statuses = [
      (await rpc(a, '203.0.113.1')).status,
      (await rpc(b, '203.0.113.1')).status,
      (await rpc(a, '203.0.113.1')).status,
    ]
    expect(statuses).not.toContain(429)
    const refused = await rpc(b, '203.0.113.1')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(3600 - 5))
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Too many RPC requests, try again in 3595 s',
    )
    expect((await rpc(a, '203.0.113.2')).status).not.toBe(429)
  })

  it('answers /v1/sessions/nonce with 429 and Retry-After past the limit of a client', async () => {
    const app = instance()
    expect((await nonce(app, '198.51.100.1')).status).toBe(200)
    expect((await nonce(app, '198.51.100.1')).status).toBe(200)
    const refused = await nonce(app, '198.51.100.1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await nonce(app, '198.51.100.2')).status).toBe(200)
    clock.now += 3600_000
    expect((await nonce(app, '198.51.100.1')).status).toBe(200)
  })

  it('reads its settings from the environment and names a bad one', () => {
    expect(requestLimitsOf({}).noncePerClient).toEqual([
      { limit: 30, windowSeconds: 60 },
      { limit: 300, windowSeconds: 3600 },
    ])
    expect(requestLimitsOf({ FOYER_CLOUD_LIMIT_RPC: 'off' }).rpcPerClient).toEqual([])
    expect(() => requestLimitsOf({ FOYER_CLOUD_LIMIT_NONCE: 'lots' })).toThrow(/FOYER_CLOUD_LIMIT_NONCE=lots/)
  })
})
