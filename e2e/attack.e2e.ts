import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { testAccounts } from '@foyer/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { openAccountAfterLogin } from './support/accountView.js'
import { type Page, useBrowser } from './support/browser.js'
import { expectBaitClicksSignNothing } from './support/clickjack.js'
import { askEmailCode, newEmail, typeCode } from './support/emailLogin.js'
import { postToFrame } from './support/frameMessages.js'
import { codeFor as codeAt, mailsSince } from './support/mail.js'
import { E2E_MAILS_PER_CLIENT } from './support/ports.js'

// The attack page: the demo, a page on one of the project's allowed origins, with the attacker's script
// in it (an XSS: page.evaluate runs in the page's own world), and the attacker's own browser (a second
// browser context) or server beside it. Each attack fails; the visitor's own steps still work.

const { newPage, urls } = useBrowser()

const DEMO_PROJECT_ID = 'c0ffee00000000000000000000000001'
const codeFor = (to: string, after = 0) => codeAt(urls().mail, to, after)
const askCode = (page: Page, email: string) => askEmailCode(page, urls().demo, email)

/** The visitor types their code: signed in, the Account view names their address. */
async function expectSignedIn(page: Page, email: string, code: string) {
  await typeCode(page, code)
  const account = await openAccountAfterLogin(page)
  await account.getByTestId('foyer-connected-wallet').getByText(email).waitFor()
  await page.keyboard.press('Escape')
}

async function signIn(page: Page, email: string) {
  const { sent } = await askCode(page, email)
  await expectSignedIn(page, email, await codeFor(email, sent))
}

/** The secure site's refusal body. */
type ApiAnswer = { error?: { code: string; message: string; params?: { seconds?: number } } }

/** A POST from another loopback address, which the secure site counts as another client. */
function postFrom(localAddress: string, url: string, headers: Record<string, string>, body: unknown) {
  return new Promise<{ status: number; retryAfter: string | undefined; body: ApiAnswer }>(
    (resolve, reject) => {
      const req = request(url, { method: 'POST', localAddress, headers }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: JSON.parse(text || 'null'),
          }),
        )
      })
      req.on('error', reject)
      req.end(JSON.stringify(body))
    },
  )
}

describe('an attack page on an allowed origin', () => {
  it('cannot use a login code it read in another browser; the visitor still signs in with it', async () => {
    const visitor = await newPage()
    const email = newEmail('victim')
    const { sent } = await askCode(visitor.page, email)
    // The page sees what the visitor types into the modal (CONNECT_OTP carries it): the code as mailed.
    const stolen = await codeFor(email, sent)

    // The attacker's own browser: the victim's address in its Connect view, and its script posts the
    // stolen code to its own frame, as the modal would.
    const attacker = await newPage()
    await askCode(attacker.page, email)
    const reply = await postToFrame(attacker.page, 'CONNECT_OTP', { otp: stolen })
    // The code belongs to the visitor's browser: this one is checked against its own code only (the one
    // mailed for it, which the attacker cannot read), so the stolen code is wrong here, and no session comes.
    expect(reply).toEqual({
      ok: false,
      payload: expect.objectContaining({
        code: 'INVALID_OTP',
        message: 'Invalid code. Check the email and try again.',
      }),
    })
    expect(await postToFrame(attacker.page, 'IS_CONNECTED', undefined)).toEqual(
      expect.objectContaining({ ok: true, payload: expect.objectContaining({ isConnected: false }) }),
    )
    await attacker.context.close()

    await expectSignedIn(visitor.page, email, stolen)
    await visitor.context.close()
  })

  it("leaves the visitor's code good after six wrong tries from another browser", async () => {
    const visitor = await newPage()
    const email = newEmail('guessed')
    const { sent } = await askCode(visitor.page, email)
    const code = await codeFor(email, sent)

    // The attacker's browser asks for the same address, and its script posts six guesses to its frame.
    const attacker = await newPage()
    await askCode(attacker.page, email)
    const replies = []
    for (let i = 1; i <= 6; i++) {
      const guess = String((Number(code) + i) % 1_000_000).padStart(6, '0')
      replies.push(await postToFrame(attacker.page, 'CONNECT_OTP', { otp: guess }))
    }
    // Wrong, until the fifth voids the attacker's own code, which every later try is told; never a session.
    expect(replies.map((reply) => reply?.ok)).toEqual([false, false, false, false, false, false])
    expect(replies.map((reply) => (reply?.ok ? undefined : reply?.payload.code))).toEqual([
      'INVALID_OTP',
      'INVALID_OTP',
      'INVALID_OTP',
      'INVALID_OTP',
      'OTP_ATTEMPTS',
      'OTP_ATTEMPTS',
    ])
    await attacker.context.close()

    await expectSignedIn(visitor.page, email, code)
    await visitor.context.close()
  })

  it('changes no email by posting the update messages with the right codes to the frame', async () => {
    const { page, context } = await newPage()
    const email = newEmail('owner')
    await signIn(page, email)
    const theirs = newEmail('thief')

    // The script asks the frame for an update to its own address: the frame mails the current address a
    // code and waits for the visitor on its own card (no reply comes before that).
    const asked = Date.now() - 1000
    let answered = false
    const update = postToFrame(page, 'UPDATE_EMAIL', { email: theirs }, 60_000).then(
      () => {
        answered = true
      },
      () => {}, // the reload below ends the wait
    )
    const primary = await codeFor(email, asked)
    // The page reads that code (as if it had the mailbox's view) and posts it: refused, nothing done.
    const first = await postToFrame(page, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: primary })
    expect(first).toEqual({
      ok: false,
      payload: expect.objectContaining({
        code: 'CODE_IN_FRAME',
        message: 'Enter this code in the secure window, never on the page.',
      }),
    })
    // The second step is refused the same way, and no code ever went to the thief's address.
    const second = await postToFrame(page, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: primary })
    expect(second?.ok === false && second.payload.code).toBe('CODE_IN_FRAME')
    expect(await mailsSince(urls().mail, theirs)).toEqual([])

    // The account's email is unchanged, as the secure site answers it and as the modal shows it.
    const user = await postToFrame(page, 'GET_USER', { chainId: 31337 })
    expect(user?.ok && (user.payload as { email?: string }).email).toBe(email)
    // The frame answered every later message, but the update itself still waits on the visitor's card.
    expect(answered).toBe(false)
    await page.reload()
    await page
      .getByRole('button', { name: /0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}/ })
      .first()
      .click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByTestId('foyer-connected-wallet')
      .getByText(email)
      .waitFor()
    await update
    await context.close()
  })

  it('signs nothing with clicks lured onto a transparent frame; the visible card signs', async () => {
    const { page, context } = await newPage()
    await signIn(page, newEmail('lured'))
    // support/clickjack.ts (clickjack.e2e.ts also covers a frame covered by the page).
    await expectBaitClicksSignNothing(page)
    await context.close()
  })

  it("refuses a sign-in signed for another site and relayed by the attacker's server; no session is made", async () => {
    const { cloud } = urls()
    const signer = privateKeyToAccount(testAccounts[7]?.privateKey as `0x${string}`)
    const sessions = async () =>
      (
        (await (
          await fetch(
            `${cloud}/v1/sessions/${signer.address}?chainId=eip155:31337&projectId=${DEMO_PROJECT_ID}`,
          )
        ).json()) as {
          sessions: { id: string }[]
        }
      ).sessions.map((session) => session.id)
    const before = await sessions()
    const { nonce } = (await (
      await fetch(`${cloud}/v1/sessions/nonce?projectId=${DEMO_PROJECT_ID}`)
    ).json()) as {
      nonce: string
    }
    // The visitor signed in on evil.example; its server posts the message on (Node's fetch: no Origin).
    const message = createSiweMessage({
      address: signer.address,
      chainId: 31337,
      domain: 'evil.example',
      uri: 'https://evil.example',
      version: '1',
      nonce,
      issuedAt: new Date(),
    })
    const response = await fetch(`${cloud}/v1/sessions?projectId=${DEMO_PROJECT_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature: await signer.signMessage({ message }) }),
    })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { message: string }).message).toMatch(
      /URI is not on one of the project's allowed origins/,
    )
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await sessions()).toEqual(before)
  })

  it("answers an attacker's flood of code mails with 429 and Retry-After", async () => {
    const { secureSite, demo } = urls()
    // Every test browser is the client 127.0.0.1, so the e2e stack raises the per-client mail limit
    // (support/ports.ts). Lowering it here would hold the browsers of the other tests; the attacker's
    // script calls the API as the frame does from another loopback address (another client to the
    // secure site) and goes past the raised limit: up to twice the per-minute count (a fixed window may
    // turn over once on the way) until 40 mails in a row are refused.
    const limit = process.env.SECURE_SITE_LIMIT_MAILS_PER_CLIENT || E2E_MAILS_PER_CLIENT
    const perMinute = Number(/(\d+)\/minute/.exec(limit)?.[1])
    const refused = []
    let sent = 0
    while (refused.length < 40 && sent < 2 * perMinute + 40) {
      sent++
      const answer = await postFrom(
        '127.0.0.9',
        `${secureSite}/api/email/connect`,
        // The frame's own headers: a server can write any Origin and a made-up device secret.
        {
          'content-type': 'application/json',
          origin: new URL(secureSite).origin,
          'x-foyer-device': randomBytes(32).toString('hex'),
        },
        { email: newEmail('flood'), projectId: DEMO_PROJECT_ID, origin: new URL(demo).origin },
      )
      if (answer.status === 429) refused.push(answer)
      else {
        expect(answer.status).toBe(200)
        refused.length = 0
      }
    }
    expect(refused).toHaveLength(40)
    for (const answer of refused) {
      expect(answer.body.error?.code).toBe('RATE_LIMITED')
      expect(Number(answer.retryAfter)).toBeGreaterThan(0)
      expect(Number(answer.retryAfter)).toBe(answer.body.error?.params?.seconds)
    }
    console.log(`The flood's first 429 came after ${sent - 40} mails`)
    // The visitors' client is not held by it: a browser still gets its code.
    const { page, context } = await newPage()
    await signIn(page, newEmail('after-flood'))
    await context.close()
  }, 120_000)
})
