import { afterAll, describe, expect, it } from 'vitest'
import { openDb } from './open.js'
import { clientAddressOf, createRateLimiter, parseRateRules } from './rateLimit.js'

const db = await openDb({ memory: true })
afterAll(() => db.close())

describe('the database-backed limiter', () => {
  it('refuses the hit over the limit with the seconds left in its window, and opens the next window', async () => {
    const clock = { now: Date.parse('2026-11-25T00:00:10Z') }
    const limiter = createRateLimiter(db, () => clock.now)
    const rules = parseRateRules('TEST', '3/minute', '')
    for (let i = 0; i < 3; i++) expect(await limiter.hit('client:1', rules)).toEqual({ ok: true })
    expect(await limiter.peek('client:1', rules)).toEqual({ ok: false, retryAfterSeconds: 50, limit: 3 })
    expect(await limiter.hit('client:1', rules)).toEqual({ ok: false, retryAfterSeconds: 50, limit: 3 })
    // Another key has its own count.
    expect(await limiter.hit('client:2', rules)).toEqual({ ok: true })
    clock.now += 50_000
    expect(await limiter.hit('client:1', rules)).toEqual({ ok: true })
  })

  it('counts across limiter instances (what two servers on one database see)', async () => {
    const clock = () => Date.parse('2026-11-25T01:00:00Z')
    const rules = parseRateRules('TEST', '2/hour', '')
    expect(await createRateLimiter(db, clock).hit('shared', rules)).toEqual({ ok: true })
    expect(await createRateLimiter(db, clock).hit('shared', rules)).toEqual({ ok: true })
    expect((await createRateLimiter(db, clock).hit('shared', rules)).ok).toBe(false)
  })

  it('names a bad setting, takes off, and prunes ended windows', async () => {
    expect(parseRateRules('X', undefined, '5/minute,100/day')).toEqual([
      { limit: 5, windowSeconds: 60 },
      { limit: 100, windowSeconds: 86_400 },
    ])
    expect(parseRateRules('X', 'off', '5/minute')).toEqual([])
    expect(() => parseRateRules('SECURE_SITE_LIMIT', '5 per minute', '')).toThrow(
      /SECURE_SITE_LIMIT=5 per minute/,
    )
    const limiter = createRateLimiter(db, () => Date.parse('2026-12-01T00:00:00Z'))
    expect(await limiter.prune()).toBeGreaterThan(0)
  })

  it('takes the client address from the socket unless a trusted proxy forwarded it', () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })
    expect(clientAddressOf(headers, '10.0.0.1', false)).toBe('10.0.0.1')
    expect(clientAddressOf(headers, '10.0.0.1', true)).toBe('203.0.113.7')
    expect(clientAddressOf(new Headers(), undefined, true)).toBe('unknown')
  })
})
