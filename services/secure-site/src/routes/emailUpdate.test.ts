import { frameReplyError } from '@foyer/frame'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, DEVICE_A, DEVICE_B, type Harness, SITE } from '../_test/harness.js'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

/** Changes `from` to `to` from DEVICE_A's session, each code typed where it was asked for. */
async function changeEmail(sessionToken: string, from: string, to: string) {
  h.clock.now += 61_000
  expect((await h.call('/api/email/update', { sessionToken, email: to })).status).toBe(200)
  expect((await h.call('/api/email/update/primary', { sessionToken, otp: h.lastCode(from) })).status).toBe(
    200,
  )
  const done = await h.call('/api/email/update/secondary', { sessionToken, otp: h.lastCode(to) })
  expect(done.body).toEqual({ newEmail: to })
}

describe('email change', () => {
  it('binds its codes to the browser that started it', async () => {
    const a = await h.signIn('kim@example.com', DEVICE_A)
    h.clock.now += 31_000
    await h.call('/api/email/connect', { email: 'kim@example.com' }, { device: DEVICE_B })
    await (await h.openLink(h.lastLink('kim@example.com', '/device/approve'))).submit()
    const b = (
      await h.call(
        '/api/email/otp',
        { email: 'kim@example.com', otp: h.lastCode('kim@example.com') },
        { device: DEVICE_B },
      )
    ).body.sessionToken as string
    h.clock.now += 61_000
    await h.call('/api/email/update', { sessionToken: a, email: 'kim-new@example.com' })
    // The other browser (signed in to the same account) cannot finish what the first one started.
    const other = await h.call(
      '/api/email/update/primary',
      { sessionToken: b, otp: h.lastCode('kim@example.com') },
      { device: DEVICE_B },
    )
    expect(other.body.error.code).toBe('NO_UPDATE')
  })

  it('tells the old address with an undo link, signs every other browser out, holds export 24 h', async () => {
    const a = await h.signIn('lu@example.com', DEVICE_A)
    h.clock.now += 31_000
    await h.call('/api/email/connect', { email: 'lu@example.com' }, { device: DEVICE_B })
    await (await h.openLink(h.lastLink('lu@example.com', '/device/approve'))).submit()
    const b = (
      await h.call(
        '/api/email/otp',
        { email: 'lu@example.com', otp: h.lastCode('lu@example.com') },
        { device: DEVICE_B },
      )
    ).body.sessionToken as string
    const changedAt = h.clock.now + 61_000
    await changeEmail(a, 'lu@example.com', 'lu-new@example.com')

    const notice = h.mails.filter((m) => m.to === 'lu@example.com').at(-1)
    expect(notice?.subject).toBe('Your Foyer wallet email was changed')
    expect(notice?.text).toContain('changed to lu-new@example.com')
    const undo = h.lastLink('lu@example.com', '/email/undo')
    expect(undo.startsWith(`${SITE}/email/undo?token=`)).toBe(true)

    // The browser that made the change stays; the other one is signed out and forgotten.
    expect((await h.call('/api/session', { sessionToken: a })).body).toEqual({ isConnected: true })
    expect((await h.call('/api/session', { sessionToken: b }, { device: DEVICE_B })).body).toEqual({
      isConnected: false,
    })
    h.clock.now += 31_000
    expect(
      (await h.call('/api/email/connect', { email: 'lu-new@example.com' }, { device: DEVICE_B })).body,
    ).toEqual({ action: 'VERIFY_DEVICE' })

    // Export waits a day, and says until when.
    const until = new Date(changedAt + 24 * 3600_000).toISOString()
    const held = await h.call('/api/export/request', { sessionToken: a })
    expect(held.status).toBe(403)
    expect(held.body.error).toEqual({
      code: 'EXPORT_HELD',
      message: `The email address changed recently: key export is held until ${until}.`,
      params: { until },
    })
    expect(frameReplyError(held.body.error)).toMatchObject({
      messageId: 'errorEmbeddedExportHeld',
      messageParams: { until },
    })
    h.clock.now = changedAt + 24 * 3600_000 + 1000
    expect((await h.call('/api/export/request', { sessionToken: a })).status).toBe(200)
  })

  it('undoes the change from the old address within 7 days, by the POST of its page only', async () => {
    const a = await h.signIn('mo@example.com', DEVICE_A)
    await changeEmail(a, 'mo@example.com', 'mo-new@example.com')
    const link = h.lastLink('mo@example.com', '/email/undo')
    h.clock.now += 6 * 24 * 3600_000
    const page = await h.openLink(link)
    expect(page.status).toBe(200)
    expect(page.html).toContain('changed from mo@example.com to mo-new@example.com')
    // The GET changed nothing; a form from elsewhere neither.
    expect((await h.deps.users.byEmail('mo-new@example.com'))?.email).toBe('mo-new@example.com')
    expect((await (await h.openLink(link, { origin: 'https://evil.example' })).submit()).status).toBe(403)
    const done = await page.submit()
    expect(done.html).toContain('Your email is back')
    expect((await h.deps.users.byEmail('mo@example.com'))?.email).toBe('mo@example.com')
    expect(await h.deps.users.byEmail('mo-new@example.com')).toBeUndefined()
    // Everyone is signed out, the one who changed it too; the link works once.
    expect((await h.call('/api/session', { sessionToken: a })).body).toEqual({ isConnected: false })
    expect((await h.openLink(link)).status).toBe(400)
  })

  it('does not undo after 7 days', async () => {
    const a = await h.signIn('ny@example.com', DEVICE_A)
    await changeEmail(a, 'ny@example.com', 'ny-new@example.com')
    const link = h.lastLink('ny@example.com', '/email/undo')
    h.clock.now += 7 * 24 * 3600_000 + 1000
    expect((await h.openLink(link)).status).toBe(400)
    expect((await h.deps.users.byEmail('ny-new@example.com'))?.email).toBe('ny-new@example.com')
  })
})
