import { frameReplyError } from '@foyer/frame'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, DEVICE_A, DEVICE_B, type Harness, PAGE, SITE } from '../_test/harness.js'
import { loadSocialProviders } from '../social/providers.js'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

describe('email login', () => {
  it('mails a 6-digit code to a new address, signs in with it and makes a wallet', async () => {
    const connect = await h.call('/api/email/connect', { email: 'Ada@Example.com' })
    expect(connect).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    const mail = h.mails.at(-1)
    expect(mail?.to).toBe('ada@example.com')
    expect(mail?.subject).not.toMatch(/\d{6}/)
    const code = h.lastCode('ada@example.com')
    expect(code).toMatch(/^\d{6}$/)
    const otp = await h.call('/api/email/otp', { email: 'ada@example.com', otp: code })
    expect(otp.status).toBe(200)
    expect(otp.body.sessionToken).toMatch(/^[0-9a-f]{64}$/)
    const user = await h.call('/api/user', { sessionToken: otp.body.sessionToken, chainId: 31337 })
    expect(user.body).toMatchObject({ email: 'ada@example.com', chainId: 31337, preferredAccountType: 'eoa' })
    expect(user.body.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // Single use: the same code does not sign in twice.
    const again = await h.call('/api/email/otp', { email: 'ada@example.com', otp: code })
    expect(again.body.error.message).toBe('This code has expired. Request a new one.')
  })

  it('refuses a second code within 30 s with the seconds left, then sends one', async () => {
    await h.call('/api/email/connect', { email: 'bo@example.com' })
    h.clock.now += 12_400
    const early = await h.call('/api/email/connect', { email: 'bo@example.com' })
    expect(early).toEqual({
      status: 429,
      body: {
        error: { code: 'COOLDOWN', message: 'Please try again after 18 seconds', params: { seconds: 18 } },
      },
      retryAfter: '18',
    })
    // The page names it by code, with the seconds, in the visitor's language.
    expect(frameReplyError(early.body.error)).toMatchObject({
      messageId: 'errorEmailCooldown',
      messageParams: { seconds: 18 },
    })
    h.clock.now += 18_000
    expect((await h.call('/api/email/connect', { email: 'bo@example.com' })).status).toBe(200)
  })

  it('says a wrong code is wrong, voids the code after 5 wrong tries', async () => {
    await h.call('/api/email/connect', { email: 'cy@example.com' })
    const code = h.lastCode('cy@example.com')
    const wrong = code === '000000' ? '000001' : '000000'
    const first = await h.call('/api/email/otp', { email: 'cy@example.com', otp: wrong })
    expect(first.body.error).toEqual({
      code: 'INVALID_OTP',
      message: 'Invalid code. Check the email and try again.',
    })
    for (let i = 0; i < 3; i++) await h.call('/api/email/otp', { email: 'cy@example.com', otp: wrong })
    const fifth = await h.call('/api/email/otp', { email: 'cy@example.com', otp: wrong })
    expect(fifth.body.error).toEqual({
      code: 'OTP_ATTEMPTS',
      message: 'Too many wrong codes. Request a new one.',
    })
    expect(frameReplyError(first.body.error).messageId).toBe('errorEmbeddedCodeInvalid')
    expect(frameReplyError(fifth.body.error).messageId).toBe('errorEmbeddedCodeAttempts')
    const right = await h.call('/api/email/otp', { email: 'cy@example.com', otp: code })
    expect(right.body.error.message).toBe('Too many wrong codes. Request a new one.')
  })

  it('lets a code expire after 10 minutes', async () => {
    await h.call('/api/email/connect', { email: 'di@example.com' })
    const code = h.lastCode('di@example.com')
    h.clock.now += 10 * 60_000 + 1
    const late = await h.call('/api/email/otp', { email: 'di@example.com', otp: code })
    expect(late.body.error).toEqual({
      code: 'OTP_EXPIRED',
      message: 'This code has expired. Request a new one.',
    })
  })

  it('asks a known account on a new browser to approve it by mail; the code follows the link', async () => {
    await h.signIn('ed@example.com', DEVICE_A)
    h.clock.now += 31_000
    const connect = await h.call('/api/email/connect', { email: 'ed@example.com' }, { device: DEVICE_B })
    expect(connect.body).toEqual({ action: 'VERIFY_DEVICE' })
    expect(
      (await h.call('/api/email/device', { email: 'ed@example.com' }, { device: DEVICE_B })).body,
    ).toEqual({
      approved: false,
    })
    const link = h.lastLink('ed@example.com', '/device/approve')
    expect(link.startsWith(`${SITE}/device/approve`)).toBe(true)
    // The mail names the browser and the page the frame verified.
    expect(h.mails.at(-1)?.text).toContain(`Chrome on Linux asked to sign in to your wallet at ${PAGE}`)
    h.clock.now += 31_000
    const page = await h.openLink(link)
    expect(page.status).toBe(200)
    expect(page.html).toContain('<dd data-field="browser">Chrome on Linux</dd>')
    expect(page.html).toMatch(/<dd data-field="time">2026-11-25 \d\d:\d\d UTC<\/dd>/)
    expect(page.html).toContain('<dd data-field="app">localhost:5173</dd>')
    expect(page.html).toContain(`<dd data-field="origin">${PAGE}</dd>`)
    // Opening the page (a GET, what a mail scanner does) approves nothing.
    expect(
      (await h.call('/api/email/device', { email: 'ed@example.com' }, { device: DEVICE_B })).body,
    ).toEqual({ approved: false })
    // Pressing Approve on the page does.
    expect((await page.submit()).status).toBe(200)
    expect(
      (await h.call('/api/email/device', { email: 'ed@example.com' }, { device: DEVICE_B })).body,
    ).toEqual({ approved: true })
    const otp = await h.call(
      '/api/email/otp',
      { email: 'ed@example.com', otp: h.lastCode('ed@example.com') },
      { device: DEVICE_B },
    )
    expect(otp.body.sessionToken).toMatch(/^[0-9a-f]{64}$/)
    // The link works once.
    expect((await h.openLink(link)).status).toBe(400)
  })

  it('approves a browser only by the POST from its own page, never by a GET or a foreign form', async () => {
    await h.signIn('ev@example.com', DEVICE_A)
    h.clock.now += 31_000
    await h.call('/api/email/connect', { email: 'ev@example.com' }, { device: DEVICE_B })
    const link = h.lastLink('ev@example.com', '/device/approve')
    for (let i = 0; i < 3; i++) expect((await h.app.request(link.replace(SITE, ''))).status).toBe(200)
    const foreign = await (await h.openLink(link, { origin: 'https://evil.example' })).submit()
    expect(foreign.status).toBe(403)
    const forged = await h.app.request('/device/approve', {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: new URL(link).searchParams.get('token') ?? '',
        form: '0'.repeat(64),
      }).toString(),
    })
    expect(forged.status).toBe(400)
    expect(
      (await h.call('/api/email/device', { email: 'ev@example.com' }, { device: DEVICE_B })).body,
    ).toEqual({ approved: false })
    const approved = await (await h.openLink(link)).submit()
    expect(approved.html).toContain('This browser is approved')
    // The login code that follows is the approved browser's own: the first browser cannot use it.
    const code = h.lastCode('ev@example.com')
    const elsewhere = await h.call(
      '/api/email/otp',
      { email: 'ev@example.com', otp: code },
      { device: DEVICE_A },
    )
    expect(elsewhere.body.error.code).toBe('OTP_EXPIRED')
    const own = await h.call('/api/email/otp', { email: 'ev@example.com', otp: code }, { device: DEVICE_B })
    expect(own.status).toBe(200)
  })

  it('binds a session to its browser and ends it on sign-out', async () => {
    const token = await h.signIn('fa@example.com')
    expect((await h.call('/api/session', { sessionToken: token })).body).toEqual({ isConnected: true })
    expect((await h.call('/api/session', { sessionToken: token }, { device: DEVICE_B })).body).toEqual({
      isConnected: false,
    })
    const stolen = await h.call('/api/user', { sessionToken: token }, { device: DEVICE_B })
    expect(stolen).toEqual({
      status: 401,
      body: {
        error: { code: 'SESSION_EXPIRED', message: 'JWT validation error: JWT Token is not yet valid' },
      },
    })
    await h.call('/api/sign-out', { sessionToken: token })
    expect((await h.call('/api/session', { sessionToken: token })).body).toEqual({ isConnected: false })
  })
})

describe('who may ask', () => {
  it('answers only its own frame (Origin), a page the project allows, a known project', async () => {
    const foreign = await h.call(
      '/api/email/connect',
      { email: 'x@example.com' },
      { origin: 'http://evil.test' },
    )
    expect(foreign.status).toBe(403)
    expect(foreign.body.error.code).toBe('FORBIDDEN')
    const page = await h.call('/api/email/connect', { email: 'x@example.com' }, { page: 'https://evil.test' })
    expect(page.body.error).toEqual({
      code: 'ORIGIN_NOT_ALLOWED',
      message: 'Unauthorized: origin not allowed',
    })
    const project = await h.call('/api/email/connect', { email: 'x@example.com', projectId: 'nope' })
    expect(project.body.error).toEqual({ code: 'INVALID_PROJECT', message: 'Unauthorized: invalid key' })
    const check = await h.call('/api/origins/check', {}, { page: PAGE })
    expect(check.body).toEqual({ allowed: true })
  })

  it('answers bad input with 400 and a clear message, never 500', async () => {
    const cases: [Record<string, unknown>, string | undefined][] = [
      [{ email: 'not an email' }, undefined],
      [{ email: 42 }, undefined],
      [{}, undefined],
      [{ email: 'a@b.co', projectId: '' }, 'x'],
    ]
    for (const [body] of cases) {
      const result = await h.call('/api/email/connect', body)
      expect(result.status).toBe(400)
      expect(typeof result.body.error.message).toBe('string')
      // A request its own frame never makes: the page shows the text, which names the field.
      expect(result.body.error.code).toBe('BAD_REQUEST')
      expect(frameReplyError(result.body.error).messageId).toBe('text')
    }
    const noDevice = await h.app.request('/api/email/connect', {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: '{',
    })
    expect(noDevice.status).toBe(400)
    expect(((await noDevice.json()) as { error: { code: string } }).error.code).toBe('BAD_DEVICE')
    const badJson = await h.app.request('/api/email/connect', {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json', 'x-foyer-device': DEVICE_A },
      body: '{',
    })
    expect(await badJson.json()).toEqual({ error: { code: 'BAD_JSON', message: 'The body must be JSON' } })
  })
})

describe('codes of the other refusals', () => {
  it('names a provider that is not set up or cannot be reached, Farcaster unreachable, a wallet without email', async () => {
    const google = await h.call('/api/social/redirect', { provider: 'google' })
    expect(google.body.error).toEqual({
      code: 'SOCIAL_NOT_CONFIGURED',
      message: 'Google sign-in is not set up on this wallet',
      params: { provider: 'Google' },
    })
    expect(frameReplyError(google.body.error)).toMatchObject({
      messageId: 'errorEmbeddedSocialNotConfigured',
      messageParams: { provider: 'Google' },
    })
    const away = await createHarness({
      social: loadSocialProviders({ FOYER_SOCIAL_LOCAL_URL: 'http://127.0.0.1:1' }),
      farcasterRelayUrl: 'http://127.0.0.1:1',
    })
    try {
      // Google is OpenID Connect: its discovery document is fetched first.
      const google = await away.call('/api/social/redirect', { provider: 'google' })
      expect(google.body.error).toEqual({
        code: 'SOCIAL_UNAVAILABLE',
        message: 'Google could not be reached. Try again later.',
        params: { provider: 'Google' },
      })
      const farcaster = await away.call('/api/farcaster/uri', {})
      expect(farcaster.body.error).toEqual({
        code: 'FARCASTER_UNAVAILABLE',
        message: 'Farcaster could not be reached. Try again later.',
      })
    } finally {
      await away.close()
    }
    const user = await h.deps.users.forIdentity('farcaster', '4242', 'fid 4242')
    const sessionToken = await h.deps.users.openSession(user, DEVICE_A)
    const noEmail = await h.call('/api/export/request', { sessionToken })
    expect(noEmail.body.error).toEqual({
      code: 'NO_EMAIL',
      message: 'This wallet has no email address to send a code to',
    })
    expect(frameReplyError(noEmail.body.error).messageId).toBe('errorEmbeddedNoEmail')
  })
})
