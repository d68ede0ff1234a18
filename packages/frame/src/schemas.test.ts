import { describe, expect, it } from 'vitest'
import { windowPair } from './_test/windowPair.js'
import { FRAME_EVENTS, FRAME_READY, FRAME_SESSION_UPDATE, type FrameEventName } from './events.js'
import { createFrameHost } from './frameHost.js'
import { createFrameTransport } from './pageTransport.js'
import { appEventSchema, frameEventSchema } from './schemas.js'

const id = 'a1b2c3'
const user = { email: 'ada@example.com', address: '0x01', chainId: 1 }

/** One valid request payload and one valid success payload per event. */
const samples: { [N in FrameEventName]: [request: unknown, response: unknown] } = {
  SWITCH_NETWORK: [{ chainId: 10 }, { chainId: '10' }],
  CONNECT_EMAIL: [{ email: 'ada@example.com' }, { action: 'VERIFY_OTP' }],
  CONNECT_DEVICE: [undefined, undefined],
  CONNECT_OTP: [{ otp: '123456' }, undefined],
  CONNECT_SOCIAL: [{ uri: 'https://secure.test/callback?code=1' }, { ...user, userName: 'ada' }],
  GET_FARCASTER_URI: [undefined, { url: 'https://warpcast.com/~/siwf?x=1' }],
  CONNECT_FARCASTER: [undefined, { userName: 'ada' }],
  GET_USER: [
    { chainId: 1, preferredAccountType: 'eoa' },
    { ...user, accounts: [{ address: '0x01', type: 'eoa' }] },
  ],
  GET_SOCIAL_REDIRECT_URI: [{ provider: 'github' }, { uri: 'https://github.com/login/oauth' }],
  SIGN_OUT: [undefined, undefined],
  IS_CONNECTED: [{ token: 't' }, { isConnected: true }],
  GET_CHAIN_ID: [undefined, { chainId: 1 }],
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: [undefined, { smartAccountEnabledNetworks: [1, 10] }],
  INIT_SMART_ACCOUNT: [undefined, { address: '0x02', isDeployed: false }],
  SET_PREFERRED_ACCOUNT: [{ type: 'smartAccount' }, { type: 'smartAccount', address: '0x02' }],
  RPC_REQUEST: [{ method: 'personal_sign', params: ['0x68', '0x01'] }, '0xsig'],
  UPDATE_EMAIL: [{ email: 'new@example.com' }, { action: 'UPDATED', newEmail: 'new@example.com' }],
  UPDATE_EMAIL_PRIMARY_OTP: [{ otp: '111111' }, undefined],
  UPDATE_EMAIL_SECONDARY_OTP: [{ otp: '222222' }, { newEmail: 'new@example.com' }],
  SYNC_THEME: [{ themeMode: 'dark', themeVariables: { '--w3m-accent': '#000' } }, undefined],
  SYNC_DAPP_DATA: [
    { projectId: 'p', metadata: { name: 'A', description: 'B', url: 'https://a', icons: [] } },
    undefined,
  ],
  RELOAD: [undefined, undefined],
  EXPORT_PRIVATE_KEY: [undefined, undefined],
  ADD_PASSKEY: [undefined, undefined],
  CONNECT_PASSKEY: [undefined, user],
  SYNC_LOCALE: [{ locale: 'pt-BR' }, undefined],
}

/** Malformed variants of a valid message: wrong types, missing and extra fields, prototype tricks. */
function mutations(message: Record<string, unknown>): unknown[] {
  return [
    { ...message, type: `${String(message.type)}X` },
    { ...message, id: 5 },
    { ...message, id: '' },
    { ...message, extra: true },
    { ...message, payload: 'string' },
    { ...message, payload: { __proto__: { email: 'x' } } },
  ]
}

describe('frame protocol schemas', () => {
  it("accept an error reply's code and values beside its text, and a text alone (older frames)", () => {
    const error = (payload: unknown) =>
      frameEventSchema.safeParse({ type: FRAME_EVENTS.CONNECT_OTP.error, payload, id }).success
    expect(error({ message: 'Invalid code. Check the email and try again.', code: 'INVALID_OTP' })).toBe(true)
    expect(
      error({ message: 'Please try again after 12 seconds', code: 'COOLDOWN', params: { seconds: 12 } }),
    ).toBe(true)
    expect(error({ message: 'x', code: 'SOCIAL_FAILED', params: { provider: 'Google', reason: 'y' } })).toBe(
      true,
    )
    expect(error({ message: 'x' })).toBe(true)
    // A code is an upper-case name; values are short strings or numbers under word-like names.
    expect(error({ message: 'x', code: 'invalid otp' })).toBe(false)
    expect(error({ message: 'x', code: 42 })).toBe(false)
    expect(error({ message: 'x', code: 'A'.repeat(65) })).toBe(false)
    expect(error({ message: 'x', code: 'COOLDOWN', params: { seconds: { n: 1 } } })).toBe(false)
    expect(error({ message: 'x', code: 'COOLDOWN', params: { 'a b': 1 } })).toBe(false)
    expect(error({ message: 'x', code: 'COOLDOWN', params: { reason: 'y'.repeat(501) } })).toBe(false)
  })

  it('accept every event of the frame protocol in its wire shape and reject malformed ones', () => {
    for (const [name, [request, response]] of Object.entries(samples) as [
      FrameEventName,
      [unknown, unknown],
    ][]) {
      const app = { type: FRAME_EVENTS[name].app, payload: request, id }
      expect(appEventSchema.safeParse(app).success, name).toBe(true)
      const success = { type: FRAME_EVENTS[name].success, payload: response, id }
      expect(frameEventSchema.safeParse(success).success, name).toBe(true)
      expect(
        frameEventSchema.safeParse({ type: FRAME_EVENTS[name].error, payload: { message: 'x' }, id }).success,
      ).toBe(true)
      mutations(app).forEach((bad, index) => {
        const result = appEventSchema.safeParse(bad)
        // An object whose only key is an inherited one reads as {}: fine where every field is optional.
        const emptyIsValid = appEventSchema.safeParse({ ...app, payload: {} }).success
        if (result.success) expect(index === 5 && emptyIsValid, `${name} mutation ${index}`).toBe(true)
      })
      // A request type is no reply, and a reply type is no request.
      expect(frameEventSchema.safeParse(app).success).toBe(false)
      expect(appEventSchema.safeParse(success).success).toBe(false)
    }
    expect(frameEventSchema.safeParse({ type: FRAME_READY, payload: { version: '1' } }).success).toBe(true)
    expect(frameEventSchema.safeParse({ type: FRAME_SESSION_UPDATE, payload: { token: 't' } }).success).toBe(
      true,
    )
    expect(frameEventSchema.safeParse({ type: FRAME_SESSION_UPDATE, payload: {} }).success).toBe(false)
    expect(
      appEventSchema.safeParse({ type: FRAME_EVENTS.CONNECT_EMAIL.app, payload: { email: 'nope' }, id })
        .success,
    ).toBe(false)
  })

  it('take a language only as one of the ten tags: no other tag, case, type or text', () => {
    const locale = (payload: unknown) =>
      appEventSchema.safeParse({ type: FRAME_EVENTS.SYNC_LOCALE.app, payload, id }).success
    expect(locale({ locale: 'ar' })).toBe(true)
    expect(locale({ locale: 'zh-CN' })).toBe(true)
    for (const bad of ['pt-br', 'xx', '', 'en-US', '<b>ja</b>', 1, null])
      expect(locale({ locale: bad }), String(bad)).toBe(false)
    expect(locale({})).toBe(false)
    expect(locale(undefined)).toBe(false)
  })

  it('drop 10,000 generated malformed messages on both sides without a crash or an answer', async () => {
    const { page, frame } = windowPair()
    const transport = createFrameTransport({
      secureSiteUrl: 'http://secure.test',
      projectId: 'p',
      chainId: 1,
      window: page as unknown as Window,
    })
    const host = createFrameHost({
      window: frame as unknown as Window,
      parentOrigin: page.origin,
      isAllowedOrigin: () => true,
      handlers: { GET_USER: () => user },
    })
    // A deterministic generator: messages built from parts of real ones, recombined and corrupted.
    let seed = 42
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
    const types = Object.values(FRAME_EVENTS).flatMap((event) => [event.app, event.success, event.error])
    const values: unknown[] = [
      undefined,
      null,
      0,
      -1,
      1e308,
      '',
      'x',
      true,
      [],
      {},
      [1, 2],
      { a: 1 },
      '0x',
      10n.toString(),
    ]
    const generate = (): unknown => {
      switch (Math.floor(random() * 6)) {
        case 0:
          return pick(values)
        case 1:
          return { type: pick(types) }
        case 2:
          return { type: pick(types), payload: pick(values), id: pick(values) }
        case 3:
          return {
            type: pick(types),
            payload: { [pick(['email', 'otp', 'chainId', 'method'])]: pick(values) },
            id: 5,
          }
        case 4:
          return {
            type: `${pick(types)}${pick(['', ' ', '_', 'S'])}`.slice(0, 60),
            payload: {},
            id: 'x',
            more: 1,
          }
        default:
          return JSON.stringify({ type: pick(types), id: 'x' })
      }
    }
    let sentToFrame = 0
    for (let n = 0; n < 10_000; n++) {
      const message = generate()
      // Every generated message must fail both schemas before it is sent at all.
      if (appEventSchema.safeParse(message).success || frameEventSchema.safeParse(message).success) continue
      page.deliver(message, 'http://secure.test', frame)
      frame.deliver(message, 'http://app.test', page)
      sentToFrame++
    }
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sentToFrame).toBeGreaterThan(9_000)
    expect(transport.stats()).toEqual({
      accepted: 0,
      droppedOrigin: 0,
      droppedSource: 0,
      droppedSchema: sentToFrame,
      unmatched: 0,
    })
    expect(host.stats()).toMatchObject({ answered: 0, droppedSchema: sentToFrame })
    expect(page.posted).toEqual([])
  })
})
