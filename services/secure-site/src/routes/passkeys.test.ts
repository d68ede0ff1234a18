import { recoverMessageAddress, stringToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, DEVICE_A, DEVICE_B, type Harness, PAGE, SITE } from '../_test/harness.js'
import { createSoftAuthenticator } from '../_test/softAuthenticator.js'

const DEVICE_C = 'c'.repeat(64)
let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

type Authenticator = ReturnType<typeof createSoftAuthenticator>

/** Adds a passkey to the signed-in `token` with `authenticator`; returns the server's answer. */
async function addPasskey(token: string, authenticator: Authenticator, device = DEVICE_A) {
  const { body } = await h.call('/api/passkey/register/options', { sessionToken: token }, { device })
  const response = authenticator.create(body.options)
  return h.call('/api/passkey/register', { sessionToken: token, response }, { device })
}

const sign = (message: string, address: string) => ({
  method: 'personal_sign',
  params: [stringToHex(message), address],
})

/** An RPC call confirmed by `authenticator` (the challenge asked for this very request first). */
async function confirmedRpc(token: string, authenticator: Authenticator, request: Record<string, unknown>) {
  const { body } = await h.call('/api/passkey/confirm/options', {
    sessionToken: token,
    chainId: 31337,
    request,
  })
  expect(body.required).toBe(true)
  const passkey = authenticator.get(body.options.challenge)
  return {
    passkey,
    answer: await h.call('/api/rpc', { sessionToken: token, chainId: 31337, request, passkey }),
  }
}

describe('adding passkeys', () => {
  it('adds several verified passkeys to a signed-in wallet, with user verification, for the secure site only', async () => {
    const token = await h.signIn('add@example.com')
    const phone = createSoftAuthenticator(SITE)
    const options = (await h.call('/api/passkey/register/options', { sessionToken: token })).body.options
    expect(options.rp.id).toBe('localhost')
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    })
    expect(
      (await h.call('/api/passkey/register', { sessionToken: token, response: phone.create(options) }))
        .status,
    ).toBe(200)
    expect((await addPasskey(token, createSoftAuthenticator(SITE))).status).toBe(200)
    const { body } = await h.call('/api/passkey/list', { sessionToken: token })
    expect(body.passkeys).toHaveLength(2)
    // The next options exclude both, so an authenticator does not make a second one for this wallet.
    const next = (await h.call('/api/passkey/register/options', { sessionToken: token })).body.options
    expect(next.excludeCredentials).toHaveLength(2)
  })

  it('refuses a credential made for another site or under another page, over a challenge used once or another browser’s', async () => {
    const token = await h.signIn('refuse@example.com')
    const key = createSoftAuthenticator(SITE)
    const options = (await h.call('/api/passkey/register/options', { sessionToken: token })).body.options
    const foreign = createSoftAuthenticator('http://evil.localhost:5173').create(options)
    expect(
      (await h.call('/api/passkey/register', { sessionToken: token, response: foreign })).body.error.code,
    ).toBe('PASSKEY_REFUSED')
    // That challenge is spent: a right credential over it is refused too.
    const late = key.create(options)
    expect((await h.call('/api/passkey/register', { sessionToken: token, response: late })).status).toBe(403)
    // Made in the secure frame, but under another page than the one the server checked.
    const underOther = (await h.call('/api/passkey/register/options', { sessionToken: token })).body.options
    const framed = key.create(underOther, { topOrigin: 'http://evil.localhost:5173' })
    expect((await h.call('/api/passkey/register', { sessionToken: token, response: framed })).status).toBe(
      403,
    )
    const fresh = (await h.call('/api/passkey/register/options', { sessionToken: token })).body.options
    const other = await h.call(
      '/api/passkey/register',
      { sessionToken: token, response: key.create(fresh) },
      { device: DEVICE_B },
    )
    expect(other.body.error.code).toBe('SESSION_EXPIRED')
    expect((await h.call('/api/passkey/list', { sessionToken: token })).body.passkeys).toEqual([])
  })

  it('removes one of several; the last only with a code from the mail, typed in this browser', async () => {
    const token = await h.signIn('remove@example.com')
    const first = createSoftAuthenticator(SITE)
    const second = createSoftAuthenticator(SITE)
    const a = (await addPasskey(token, first)).body.id as string
    const b = (await addPasskey(token, second)).body.id as string
    expect((await h.call('/api/passkey/remove', { sessionToken: token, id: a })).body).toEqual({
      removed: true,
    })
    const refused = await h.call('/api/passkey/remove', { sessionToken: token, id: b })
    expect(refused.body.error.code).toBe('PASSKEY_LAST')
    await h.call('/api/passkey/remove/request', { sessionToken: token })
    const wrong = h.lastCode('remove@example.com') === '000000' ? '111111' : '000000'
    expect(
      (await h.call('/api/passkey/remove', { sessionToken: token, id: b, otp: wrong })).body.error.code,
    ).toBe('INVALID_OTP')
    h.clock.now += 31_000
    await h.call('/api/passkey/remove/request', { sessionToken: token })
    const otp = h.lastCode('remove@example.com')
    expect((await h.call('/api/passkey/remove', { sessionToken: token, id: b, otp })).body).toEqual({
      removed: true,
    })
    expect((await h.call('/api/passkey/list', { sessionToken: token })).body.passkeys).toEqual([])
  })
})

describe('signing in with a passkey', () => {
  it('signs a fresh browser in to the same wallet without a code; an unknown passkey says so', async () => {
    const token = await h.signIn('login@example.com')
    const key = createSoftAuthenticator(SITE)
    await addPasskey(token, key)
    const user = (await h.call('/api/user', { sessionToken: token, chainId: 31337 })).body
    const mailsBefore = h.mails.length

    const options = (await h.call('/api/passkey/login/options', {}, { device: DEVICE_C })).body.options
    expect(options.userVerification).toBe('required')
    expect(options.allowCredentials ?? []).toEqual([])
    const login = await h.call(
      '/api/passkey/login',
      { response: key.get(options.challenge) },
      { device: DEVICE_C },
    )
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    const fresh = await h.call(
      '/api/user',
      { sessionToken: login.body.sessionToken, chainId: 31337 },
      { device: DEVICE_C },
    )
    expect(fresh.body.address).toBe(user.address)
    expect(h.mails.length).toBe(mailsBefore)

    const stranger = createSoftAuthenticator(SITE)
    stranger.create({ challenge: 'AA', user: { id: 'nobody' } })
    const unknownOptions = (await h.call('/api/passkey/login/options', {}, { device: DEVICE_C })).body.options
    const unknown = await h.call(
      '/api/passkey/login',
      { response: stranger.get(unknownOptions.challenge) },
      { device: DEVICE_C },
    )
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toMatchObject({
      code: 'PASSKEY_UNKNOWN',
      message: 'This passkey is not known to this wallet',
    })
  })

  it('takes a challenge once, only from the browser that asked, within 2 minutes, for the page that asked', async () => {
    const token = await h.signIn('challenge@example.com')
    const key = createSoftAuthenticator(SITE)
    await addPasskey(token, key)
    const ask = async () =>
      (await h.call('/api/passkey/login/options', {}, { device: DEVICE_C })).body.options.challenge
    // Another browser presenting this browser's challenge is refused.
    const mine = key.get(await ask())
    expect(
      (await h.call('/api/passkey/login', { response: mine }, { device: DEVICE_B })).body.error.code,
    ).toBe('PASSKEY_REFUSED')
    const once = key.get(await ask())
    expect((await h.call('/api/passkey/login', { response: once }, { device: DEVICE_C })).status).toBe(200)
    expect((await h.call('/api/passkey/login', { response: once }, { device: DEVICE_C })).status).toBe(403)
    const late = key.get(await ask())
    h.clock.now += 121_000
    expect((await h.call('/api/passkey/login', { response: late }, { device: DEVICE_C })).status).toBe(403)
    // An assertion made on another origin does not sign in here.
    const phished = key.get(await ask(), undefined, { origin: 'http://localhost:5173' })
    expect((await h.call('/api/passkey/login', { response: phished }, { device: DEVICE_C })).status).toBe(403)
    // In the page's frame: the browser names the page, which must be the page the server checked.
    const framed = key.get(await ask(), undefined, { topOrigin: PAGE })
    expect((await h.call('/api/passkey/login', { response: framed }, { device: DEVICE_C })).status).toBe(200)
    const elsewhere = key.get(await ask(), undefined, { topOrigin: 'http://evil.localhost:5173' })
    expect((await h.call('/api/passkey/login', { response: elsewhere }, { device: DEVICE_C })).status).toBe(
      403,
    )
  })
})

describe('every signature and export confirmed by the passkey', () => {
  it('signs nothing with the session and device secret alone once a passkey protects the wallet', async () => {
    const token = await h.signIn('protected@example.com')
    const { address } = (await h.call('/api/user', { sessionToken: token, chainId: 31337 })).body
    const unprotected = await h.call('/api/rpc', {
      sessionToken: token,
      chainId: 31337,
      request: sign('before', address),
    })
    expect(typeof unprotected.body.result).toBe('string')
    const key = createSoftAuthenticator(SITE)
    await addPasskey(token, key)
    for (const request of [
      sign('after', address),
      { method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }] },
      { method: 'wallet_sendCalls', params: [{ calls: [{ to: address }] }] },
    ]) {
      const refused = await h.call('/api/rpc', { sessionToken: token, chainId: 31337, request })
      expect(refused.status).toBe(403)
      expect(refused.body.error.code).toBe('PASSKEY_REQUIRED')
    }
    // Reads still need none.
    const read = await h.call('/api/rpc', {
      sessionToken: token,
      chainId: 31337,
      request: { method: 'eth_accounts' },
    })
    expect(read.body.result).toEqual([address])
    // The export needs it too, before the code is even looked at.
    await h.call('/api/export/request', { sessionToken: token })
    const exported = await h.call('/api/export', {
      sessionToken: token,
      otp: h.lastCode('protected@example.com'),
    })
    expect(exported.body.error.code).toBe('PASSKEY_REQUIRED')
    expect(JSON.stringify(exported.body)).not.toMatch(/privateKey/)
  })

  it('signs with an assertion over that exact request, once; another request’s assertion is refused', async () => {
    const token = await h.signIn('confirm@example.com')
    const { address } = (await h.call('/api/user', { sessionToken: token, chainId: 31337 })).body
    const key = createSoftAuthenticator(SITE)
    await addPasskey(token, key)
    const { passkey, answer } = await confirmedRpc(token, key, sign('pay 1', address))
    expect(await recoverMessageAddress({ message: 'pay 1', signature: answer.body.result })).toBe(address)
    // The same assertion again: its challenge is spent.
    const replay = await h.call('/api/rpc', {
      sessionToken: token,
      chainId: 31337,
      request: sign('pay 1', address),
      passkey,
    })
    expect(replay.body.error.code).toBe('PASSKEY_REFUSED')
    // An assertion the visitor gave for one request, used for another (the page swapped it).
    const asked = await h.call('/api/passkey/confirm/options', {
      sessionToken: token,
      chainId: 31337,
      request: sign('pay 1', address),
    })
    const swapped = await h.call('/api/rpc', {
      sessionToken: token,
      chainId: 31337,
      request: sign('pay 1000', address),
      passkey: key.get(asked.body.options.challenge),
    })
    expect(swapped.body.error.code).toBe('PASSKEY_REFUSED')
    // Same request on another chain, or from another page: refused as well.
    for (const [chainId, page] of [
      [1, undefined],
      [31337, 'http://localhost:5175'],
    ] as const) {
      const options = await h.call('/api/passkey/confirm/options', {
        sessionToken: token,
        chainId: 31337,
        request: sign('x', address),
      })
      const moved = await h.call(
        '/api/rpc',
        {
          sessionToken: token,
          chainId,
          request: sign('x', address),
          passkey: key.get(options.body.options.challenge),
        },
        page ? { page } : {},
      )
      expect(moved.body.error.code).toBe('PASSKEY_REFUSED')
    }
    // Another browser with the session token and a right assertion still signs nothing.
    const elsewhere = await h.call(
      '/api/passkey/confirm/options',
      { sessionToken: token, chainId: 31337, request: sign('y', address) },
      { device: DEVICE_B },
    )
    expect(elsewhere.body.error.code).toBe('SESSION_EXPIRED')
  })

  it('shows the key only after the passkey confirmed the export', async () => {
    const token = await h.signIn('export@example.com')
    const key = createSoftAuthenticator(SITE)
    await addPasskey(token, key)
    await h.call('/api/export/request', { sessionToken: token })
    const otp = h.lastCode('export@example.com')
    // A message's assertion does not export.
    const { body } = await h.call('/api/passkey/confirm/options', {
      sessionToken: token,
      chainId: 31337,
      request: sign('m', '0x'),
    })
    const wrong = await h.call('/api/export', {
      sessionToken: token,
      otp,
      passkey: key.get(body.options.challenge),
    })
    expect(wrong.body.error.code).toBe('PASSKEY_REFUSED')
    const options = (await h.call('/api/passkey/confirm/options', { sessionToken: token, export: true })).body
      .options
    const shown = await h.call('/api/export', {
      sessionToken: token,
      otp,
      passkey: key.get(options.challenge),
    })
    expect(shown.body.privateKey).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('lets the app’s grace skip the prompt for messages for at most 5 minutes, never for a transaction', async () => {
    const token = await h.signIn('grace@example.com')
    const { address } = (await h.call('/api/user', { sessionToken: token, chainId: 31337 })).body
    const key = createSoftAuthenticator(SITE)
    await addPasskey(token, key)
    const request = sign('first', address)
    const { body } = await h.call('/api/passkey/confirm/options', {
      sessionToken: token,
      chainId: 31337,
      request,
    })
    const first = await h.call('/api/rpc', {
      sessionToken: token,
      chainId: 31337,
      request,
      passkey: key.get(body.options.challenge),
      passkeyGrace: 300,
    })
    expect(typeof first.body.result).toBe('string')
    const inGrace = await h.call('/api/passkey/confirm/options', {
      sessionToken: token,
      chainId: 31337,
      request: sign('next', address),
    })
    expect(inGrace.body).toEqual({ required: false })
    const next = await h.call('/api/rpc', {
      sessionToken: token,
      chainId: 31337,
      request: sign('next', address),
    })
    expect(await recoverMessageAddress({ message: 'next', signature: next.body.result })).toBe(address)
    const tx = { method: 'eth_sendTransaction', params: [{ from: address, to: address }] }
    expect(
      (await h.call('/api/rpc', { sessionToken: token, chainId: 31337, request: tx })).body.error.code,
    ).toBe('PASSKEY_REQUIRED')
    expect(
      (await h.call('/api/passkey/confirm/options', { sessionToken: token, chainId: 31337, request: tx }))
        .body.required,
    ).toBe(true)
    // More than 5 minutes is refused as input; after 5 minutes the prompt is back.
    expect(
      (await h.call('/api/rpc', { sessionToken: token, chainId: 31337, request, passkeyGrace: 301 })).status,
    ).toBe(400)
    h.clock.now += 301_000
    expect(
      (await h.call('/api/rpc', { sessionToken: token, chainId: 31337, request: sign('later', address) }))
        .body.error.code,
    ).toBe('PASSKEY_REQUIRED')
  })
})
