import { frameReplyError } from '@foyer/frame'
import { afterEach, describe, expect, it } from 'vitest'
import { createHarness, DEVICE_A, DEVICE_B, type Harness } from '../_test/harness.js'

const DEVICE_C = 'c'.repeat(64)
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000')

let h: Harness
afterEach(() => h?.close())

describe('codes belong to the browser that asked', () => {
  it('refuses a code another browser presents, without spending it: the asking browser still signs in', async () => {
    h = await createHarness({ limitsEnv: {} })
    await h.call('/api/email/connect', { email: 'ada@example.com' }, { device: DEVICE_A })
    const code = h.lastCode('ada@example.com')
    // The page saw the code (CONNECT_OTP) and an attacker's browser posts it.
    const stolen = await h.call(
      '/api/email/otp',
      { email: 'ada@example.com', otp: code },
      { device: DEVICE_B },
    )
    expect(stolen.status).toBe(400)
    expect(stolen.body.error.code).toBe('OTP_EXPIRED')
    expect(stolen.body.sessionToken).toBeUndefined()
    const own = await h.call('/api/email/otp', { email: 'ada@example.com', otp: code }, { device: DEVICE_A })
    expect(own.body.sessionToken).toMatch(/^[0-9a-f]{64}$/)
    // The attacker's browser was not remembered: it is asked to approve itself by mail.
    h.clock.now += 31_000
    expect(
      (await h.call('/api/email/connect', { email: 'ada@example.com' }, { device: DEVICE_B })).body,
    ).toEqual({
      action: 'VERIFY_DEVICE',
    })
  })

  it('leaves the visitor’s code good after six wrong tries from another browser', async () => {
    h = await createHarness({ limitsEnv: {} })
    await h.call('/api/email/connect', { email: 'bo@example.com' }, { device: DEVICE_A })
    const code = h.lastCode('bo@example.com')
    for (let i = 0; i < 6; i++) {
      const guess = await h.call(
        '/api/email/otp',
        { email: 'bo@example.com', otp: wrongFor(code) },
        { device: DEVICE_B },
      )
      expect(guess.status).toBe(400)
    }
    const own = await h.call('/api/email/otp', { email: 'bo@example.com', otp: code }, { device: DEVICE_A })
    expect(own.status).toBe(200)
  })

  it('keeps counting wrong tries over a new code, and locks the browser for the day with Retry-After', async () => {
    h = await createHarness({ limitsEnv: {} })
    await h.call('/api/email/connect', { email: 'cy@example.com' })
    for (let i = 0; i < 5; i++)
      await h.call('/api/email/otp', { email: 'cy@example.com', otp: wrongFor(h.lastCode('cy@example.com')) })
    // A new code is a new code, not a fresh count: five more wrong tries reach the browser's 10 a day.
    h.clock.now += 61_000
    await h.call('/api/email/connect', { email: 'cy@example.com' })
    const code = h.lastCode('cy@example.com')
    for (let i = 0; i < 5; i++)
      await h.call('/api/email/otp', { email: 'cy@example.com', otp: wrongFor(code) })
    const locked = await h.call('/api/email/otp', { email: 'cy@example.com', otp: code })
    expect(locked.status).toBe(429)
    expect(locked.body.error.code).toBe('OTP_LOCKED')
    const seconds = Number(locked.retryAfter)
    // The day's window ends at midnight UTC: the clock is just past 00:01.
    expect(seconds).toBeGreaterThan(23 * 3600)
    expect(locked.body.error.params).toEqual({ seconds })
    expect(frameReplyError(locked.body.error)).toMatchObject({ messageId: 'errorEmbeddedCodeLocked' })
    // Another browser is not locked by it (it has its own count).
    await h.call('/api/email/connect', { email: 'cy@example.com' }, { device: DEVICE_B })
    const other = await h.call(
      '/api/email/otp',
      { email: 'cy@example.com', otp: wrongFor(h.lastCode('cy@example.com')) },
      { device: DEVICE_B },
    )
    expect(other.body.error.code).toBe('INVALID_OTP')
    // The next day the first browser may try again.
    h.clock.now += seconds * 1000
    await h.call('/api/email/connect', { email: 'cy@example.com' })
    const again = await h.call('/api/email/otp', {
      email: 'cy@example.com',
      otp: h.lastCode('cy@example.com'),
    })
    expect(again.status).toBe(200)
  })

  it('caps the wrong tries for one address across browsers at the day’s limit', async () => {
    h = await createHarness({ limitsEnv: { SECURE_SITE_LIMIT_TRIES_PER_EMAIL: '12/day' } })
    for (const [index, device] of [DEVICE_A, DEVICE_B, DEVICE_C].entries()) {
      h.clock.now += 61_000
      await h.call(
        '/api/email/connect',
        { email: 'di@example.com' },
        { device, client: `198.51.100.${index}` },
      )
      const code = h.lastCode('di@example.com')
      for (let i = 0; i < 4; i++)
        await h.call('/api/email/otp', { email: 'di@example.com', otp: wrongFor(code) }, { device })
    }
    h.clock.now += 61_000
    const device = 'd'.repeat(64)
    await h.call('/api/email/connect', { email: 'di@example.com' }, { device })
    const right = await h.call(
      '/api/email/otp',
      { email: 'di@example.com', otp: h.lastCode('di@example.com') },
      { device },
    )
    expect(right.status).toBe(429)
    expect(right.body.error.code).toBe('OTP_LOCKED')
    expect(Number(right.retryAfter)).toBeGreaterThan(0)
  })
})

describe('limits', () => {
  it('answers 40 code mails from one client with 429s and Retry-After after the fifth in a minute', async () => {
    h = await createHarness({ limitsEnv: {} })
    const started = Date.now()
    const answers = []
    for (let i = 0; i < 40; i++)
      answers.push(
        await h.call('/api/email/connect', { email: `u${i}@example.com` }, { client: '203.0.113.9' }),
      )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused).toHaveLength(35)
    expect(h.mails).toHaveLength(5)
    for (const answer of refused) {
      expect(answer.body.error.code).toBe('RATE_LIMITED')
      expect(Number(answer.retryAfter)).toBe(answer.body.error.params.seconds)
    }
    expect(refused[0]?.body.error.message).toMatch(/^Too many requests\. Please try again after \d+ seconds$/)
    expect(frameReplyError(refused[0]?.body.error).messageId).toBe('errorEmbeddedRateLimited')
    // Another client is not held by it.
    expect(
      (await h.call('/api/email/connect', { email: 'other@example.com' }, { client: '203.0.113.10' })).status,
    ).toBe(200)
    expect(Date.now() - started).toBeLessThan(60_000)
  })

  it('limits the mails to one address whoever asks', async () => {
    h = await createHarness({ limitsEnv: {} })
    const answers = []
    for (const [i, device] of [DEVICE_A, DEVICE_B, DEVICE_C, 'd'.repeat(64)].entries())
      answers.push(
        await h.call(
          '/api/email/connect',
          { email: 'eve@example.com' },
          { device, client: `198.51.100.${i}` },
        ),
      )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429])
    expect(answers[3]?.retryAfter).toBeDefined()
  })

  it('limits API calls per client address', async () => {
    h = await createHarness({ limitsEnv: { SECURE_SITE_LIMIT_API_PER_CLIENT: '5/minute' } })
    const statuses = []
    for (let i = 0; i < 7; i++)
      statuses.push((await h.call('/api/session', { sessionToken: 'f'.repeat(64) })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    const refused = await h.call('/api/session', { sessionToken: 'f'.repeat(64) })
    expect(refused.body.error.code).toBe('RATE_LIMITED')
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect(
      (await h.call('/api/session', { sessionToken: 'f'.repeat(64) }, { client: '192.0.2.77' })).status,
    ).toBe(200)
  })
})
