// The cards need a DOM, the harness Node's own modules: a happy-dom window of its own, not the environment.
import { FrameReplyError } from '@foyer/frame'
import type { SecureSitePath, SecureSiteRequest, SecureSiteResponse } from '@foyer/frame/secure-site'
import { Window } from 'happy-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../_test/harness.js'
import type { SecureSiteCall } from './api.js'
import { emailUpdateHandlers } from './emailUpdate.js'
import { applyLocale } from './texts.js'

const document = new Window().document as unknown as Document
let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())
afterEach(() => {
  document.body.replaceChildren()
  applyLocale(document, 'en')
})

const texts = () => [...document.querySelectorAll('h1, p, button, label')].map((node) => node.textContent)
const press = (text: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === text)?.click()
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}
const type = (code: string) => {
  ;(document.querySelector('input') as HTMLInputElement).value = code
}

/** The frame's handlers over the real secure-site app (what api.ts does over fetch). */
async function frameOf(email: string) {
  const sessionToken = await h.signIn(email)
  let current: string | undefined = email
  const call: SecureSiteCall = async <P extends SecureSitePath>(path: P, body: SecureSiteRequest<P>) => {
    const answer = await h.call(path, body)
    if (answer.status !== 200) throw new FrameReplyError(answer.body.error.message, answer.body.error)
    return answer.body as SecureSiteResponse<P>
  }
  const handlers = emailUpdateHandlers(document, call, {
    sessionToken: () => sessionToken,
    email: () => current,
    setEmail: (next) => {
      current = next
    },
  })
  return { handlers, email: () => current }
}

describe('email update in the frame', () => {
  it('takes both codes on its own card, with Resend on each step and a success note', async () => {
    const frame = await frameOf('ann@example.com')
    h.clock.now += 61_000
    const done = frame.handlers.UPDATE_EMAIL({ email: 'ann-new@example.com' })
    await settle()
    expect(texts()).toEqual([
      'Update email',
      'To change your email to ann-new@example.com, enter the code we sent to ann@example.com.',
      'Code from your email',
      '',
      'Cancel',
      'Resend code',
      'Confirm',
    ])
    // Resend waits out the 30 s between codes, then sends a new one; the old one no longer works.
    press('Resend code')
    await settle()
    expect(document.querySelector('.status')?.textContent).toBe('Please try again after 30 seconds')
    h.clock.now += 31_000
    press('Resend code')
    await settle()
    expect(document.querySelector('.status')?.textContent).toBe('We sent a new code.')
    type(h.lastCode('ann@example.com'))
    press('Confirm')
    await settle()
    expect(texts()[1]).toBe('Now enter the code we sent to ann-new@example.com.')
    h.clock.now += 31_000
    press('Resend code')
    await settle()
    expect(document.querySelector('.status')?.textContent).toBe('We sent a new code.')
    type(h.lastCode('ann-new@example.com'))
    press('Confirm')
    await settle()
    expect(texts()).toContain(
      'Your email is now ann-new@example.com. We told ann@example.com, with a link that undoes the change for 7 days.',
    )
    press('Done')
    await expect(done).resolves.toEqual({ action: 'UPDATED', newEmail: 'ann-new@example.com' })
    // The export card names the new address from now on.
    expect(frame.email()).toBe('ann-new@example.com')
  })

  it('completes nothing with codes the page posts, even right ones', async () => {
    const frame = await frameOf('bea@example.com')
    h.clock.now += 61_000
    const started = frame.handlers.UPDATE_EMAIL({ email: 'bea-new@example.com' })
    await settle()
    const code = h.lastCode('bea@example.com')
    expect(() => frame.handlers.UPDATE_EMAIL_PRIMARY_OTP()).toThrow(
      expect.objectContaining({ code: 'CODE_IN_FRAME' }),
    )
    expect(() => frame.handlers.UPDATE_EMAIL_SECONDARY_OTP()).toThrow(
      expect.objectContaining({ code: 'CODE_IN_FRAME' }),
    )
    press('Cancel')
    await expect(started).rejects.toMatchObject({ code: 'USER_REJECTED' })
    // Nothing changed on the server, and the page's code was not taken.
    expect((await h.deps.users.byEmail('bea@example.com'))?.email).toBe('bea@example.com')
    expect(code).toMatch(/^\d{6}$/)
    expect(await h.deps.users.byEmail('bea-new@example.com')).toBeUndefined()
  })
})
