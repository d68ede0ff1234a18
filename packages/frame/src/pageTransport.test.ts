import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeWindow, windowPair } from './_test/windowPair.js'
import type { FrameError } from './errors.js'
import { FRAME_EVENTS, FRAME_READY } from './events.js'
import { createFrameTransport } from './pageTransport.js'

let page: FakeWindow
let frame: FakeWindow
const onTimeout = vi.fn()

function transport() {
  const pair = windowPair()
  page = pair.page
  frame = pair.frame
  const created = createFrameTransport({
    secureSiteUrl: 'http://secure.test',
    projectId: 'p1',
    chainId: 1,
    window: page as unknown as Window,
    onTimeout,
  })
  return { transport: created, iframe: pair.iframe }
}
/** The frame announces READY; 500 ms later the page sends. */
async function ready() {
  page.deliver({ type: FRAME_READY, payload: { version: '1' } }, 'http://secure.test', frame)
  await vi.advanceTimersByTimeAsync(500)
}
/** Lets the page post what it queued behind readiness. */
const flush = () => vi.advanceTimersByTimeAsync(0)
const sent = () =>
  frame.posted.map((message) => message.data as { type: string; id: string; payload: unknown })
const reply = (data: unknown) => page.deliver(data, 'http://secure.test', frame)

beforeEach(() => {
  vi.useFakeTimers()
  onTimeout.mockReset()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the page side of the frame protocol', () => {
  it("gives up after 20 s without READY: 'iframe_load_failed', every request aborted", async () => {
    const { transport: t } = transport()
    const email = t.request('CONNECT_EMAIL', { email: 'ada@example.com' }).catch((error) => error)
    const rpc = t.request('RPC_REQUEST', { method: 'eth_getBalance', params: [] }).catch((error) => error)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onTimeout).toHaveBeenCalledWith('iframe_load_failed')
    expect((await email).shortMessage).toBe('Something went wrong')
    expect(((await rpc) as FrameError).shortMessage).toBe('Request was aborted')
    expect(sent()).toEqual([])
  })

  it('lets theme, dapp data and preferred account wait for the frame without the 20 s limit', async () => {
    const { transport: t } = transport()
    const theme = t.request('SYNC_THEME', { themeMode: 'dark' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(onTimeout).not.toHaveBeenCalled()
    await ready()
    const [request] = sent()
    expect(request?.type).toBe('@w3m-app/SYNC_THEME')
    reply({ type: FRAME_EVENTS.SYNC_THEME.success, id: request?.id })
    await expect(theme).resolves.toBeUndefined()
  })

  it('lets the secure frame create and use passkeys, and names the app’s passkey grace', () => {
    const pair = windowPair()
    createFrameTransport({
      secureSiteUrl: 'http://secure.test',
      projectId: 'p1',
      chainId: 1,
      passkeyGrace: 120,
      window: pair.page as unknown as Window,
    })
    expect(pair.iframe.allow).toBe('publickey-credentials-create; publickey-credentials-get; clipboard-write')
    expect(new URL(pair.iframe.src).searchParams.get('passkeyGrace')).toBe('120')
  })

  it("names the page's language in the frame's URL only when it is one of the ten tags", () => {
    const srcFor = (locale: string | undefined) => {
      const pair = windowPair()
      createFrameTransport({
        secureSiteUrl: 'http://secure.test',
        projectId: 'p1',
        chainId: 1,
        locale,
        window: pair.page as unknown as Window,
      })
      return new URL(pair.iframe.src).searchParams.get('locale')
    }
    expect(srcFor('ja')).toBe('ja')
    expect(srcFor('pt-BR')).toBe('pt-BR')
    expect(srcFor('xx')).toBeNull()
    expect(srcFor('ja&projectId=evil')).toBeNull()
    expect(srcFor(undefined)).toBeNull()
  })

  it("times out the login steps after 30 s with 'iframe_request_timeout'; others wait", async () => {
    const { transport: t } = transport()
    await ready()
    const otp = t.request('CONNECT_OTP', { otp: '123456' }).catch((error) => error)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onTimeout).toHaveBeenCalledWith('iframe_request_timeout')
    expect((await otp).shortMessage).toBe('Something went wrong')

    onTimeout.mockReset()
    const user = t.request('GET_USER', undefined)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(onTimeout).not.toHaveBeenCalled()
    const request = sent().at(-1)
    reply({
      type: FRAME_EVENTS.GET_USER.success,
      id: request?.id,
      payload: { address: '0xabc', chainId: 1, email: null },
    })
    await expect(user).resolves.toEqual({ address: '0xabc', chainId: 1, email: null })
  })

  it('matches replies by id and kind; a reply to no pending request is counted, not used', async () => {
    const { transport: t } = transport()
    await ready()
    const first = t.request('GET_CHAIN_ID', undefined)
    const second = t.request('GET_CHAIN_ID', undefined)
    await flush()
    const [a, b] = sent()
    expect(a?.id).toMatch(/^[0-9a-f]{32}$/)
    expect(a?.id).not.toBe(b?.id)
    reply({ type: FRAME_EVENTS.GET_CHAIN_ID.success, id: b?.id, payload: { chainId: 2 } })
    reply({ type: FRAME_EVENTS.SWITCH_NETWORK.success, id: a?.id, payload: { chainId: 9 } })
    reply({ type: FRAME_EVENTS.GET_CHAIN_ID.success, id: a?.id, payload: { chainId: 1 } })
    reply({ type: FRAME_EVENTS.GET_CHAIN_ID.success, id: a?.id, payload: { chainId: 7 } })
    expect(await first).toEqual({ chainId: 1 })
    expect(await second).toEqual({ chainId: 2 })
    expect(t.stats().unmatched).toBe(2)
  })

  it("uses 'An error occurred' for an error reply without a message", async () => {
    const { transport: t } = transport()
    await ready()
    const out = t.request('SIGN_OUT', undefined).catch((error) => error)
    await flush()
    reply({ type: FRAME_EVENTS.SIGN_OUT.error, id: sent()[0]?.id, payload: {} })
    expect((await out).shortMessage).toBe('An error occurred')
  })

  it("shows a known code by its message id with its values, and the frame's text for anything else", async () => {
    const { transport: t } = transport()
    await ready()
    const fail = async (payload: unknown) => {
      const out = t.request('CONNECT_OTP', { otp: '000000' }).then(
        () => undefined,
        (error: FrameError) => error,
      )
      await flush()
      reply({ type: FRAME_EVENTS.CONNECT_OTP.error, id: sent().at(-1)?.id, payload })
      const error = (await out) as FrameError
      return { id: error.messageId, params: error.messageParams, short: error.shortMessage }
    }
    const invalid = 'Invalid code. Check the email and try again.'
    expect(await fail({ message: invalid, code: 'INVALID_OTP' })).toEqual({
      id: 'errorEmbeddedCodeInvalid',
      params: undefined,
      short: invalid,
    })
    expect(
      await fail({
        message: 'Please try again after 7 seconds',
        code: 'COOLDOWN',
        params: { seconds: 7, extra: 1 },
      }),
    ).toEqual({ id: 'errorEmailCooldown', params: { seconds: 7 }, short: 'Please try again after 7 seconds' })
    // An older frame (no code), a code this page does not know, or a code without its values: the text.
    for (const payload of [
      { message: invalid },
      { message: invalid, code: 'SOMETHING_NEW' },
      { message: 'Please try again after 7 seconds', code: 'COOLDOWN' },
      { message: invalid, code: 'BAD_REQUEST' },
    ])
      expect((await fail(payload)).id, JSON.stringify(payload)).toBe('text')
    expect(await fail({ message: invalid, code: 'SOMETHING_NEW' })).toMatchObject({
      params: { text: invalid },
    })
    expect(await fail({ code: 'SOMETHING_NEW' })).toMatchObject({
      id: 'errorUnknown',
      short: 'An error occurred',
    })
  })

  it('aborts unsafe RPC requests after a rejection and lets safe reads finish', async () => {
    const { transport: t } = transport()
    await ready()
    const sign = t
      .request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x1'] })
      .catch((e) => e)
    const balance = t.request('RPC_REQUEST', { method: 'eth_getBalance', params: ['0x1', 'latest'] })
    const farcaster = t.request('GET_FARCASTER_URI', undefined)
    await flush()
    t.abortUnsafeRpcRequests()
    expect(((await sign) as FrameError).shortMessage).toBe('Request was aborted')
    reply({ type: FRAME_EVENTS.RPC_REQUEST.success, id: sent()[1]?.id, payload: '0x5' })
    expect(await balance).toBe('0x5')
    // A full abort leaves only the Farcaster URI request running.
    t.abort()
    reply({ type: FRAME_EVENTS.GET_FARCASTER_URI.success, id: sent()[2]?.id, payload: { url: 'https://x' } })
    expect(await farcaster).toEqual({ url: 'https://x' })
  })

  it("rejects a request that fails its schema with 'Required' / 'Invalid input'", async () => {
    const { transport: t } = transport()
    await expect(t.request('CONNECT_EMAIL', { email: 'not an email' })).rejects.toThrow('Invalid input')
    await expect(t.request('CONNECT_OTP', undefined as never)).rejects.toThrow('Required')
    expect(sent()).toEqual([])
  })

  it("says 'Unable to load email login dependency' when the frame fails to load", async () => {
    const { transport: t, iframe } = transport()
    const out = t.request('GET_USER', undefined).catch((error) => error)
    iframe.fail()
    await expect(t.ready).rejects.toThrow('Unable to load email login dependency')
    expect((await out).shortMessage).toBe('Unable to load email login dependency')
  })
})
