import { afterEach, describe, expect, it, vi } from 'vitest'
import { windowPair } from './_test/windowPair.js'
import { FrameError } from './errors.js'
import { FRAME_EVENTS, FRAME_READY } from './events.js'
import { createFrameHost, FrameReplyError } from './frameHost.js'
import { createFrameTransport } from './pageTransport.js'

const user = { email: 'ada@example.com', address: '0x0000000000000000000000000000000000000001', chainId: 1 }

function setup(allowed = true) {
  const { page, frame, iframe } = windowPair()
  const onTimeout = vi.fn()
  const onSessionUpdate = vi.fn()
  const transport = createFrameTransport({
    secureSiteUrl: 'http://secure.test',
    projectId: 'p1',
    chainId: 31337,
    version: '1',
    window: page as unknown as Window,
    onTimeout,
    onSessionUpdate,
  })
  const host = createFrameHost({
    window: frame as unknown as Window,
    parentOrigin: page.origin,
    isAllowedOrigin: (origin) => allowed && origin === 'http://app.test',
    version: '1',
    handlers: {
      CONNECT_EMAIL: ({ email }) => ({ action: email.startsWith('new') ? 'VERIFY_OTP' : 'VERIFY_DEVICE' }),
      CONNECT_OTP: ({ otp }) => {
        if (otp === '999999')
          throw new FrameReplyError('Please try again after 9 seconds', {
            code: 'COOLDOWN',
            params: { seconds: 9 },
          })
        // A value the page's schema would refuse: the reply goes out with its text alone.
        if (otp === '888888')
          throw new FrameReplyError('Odd', { code: 'COOLDOWN', params: { seconds: 'x'.repeat(501) } })
        if (otp !== '123456') throw new FrameReplyError('Invalid code')
        return undefined
      },
      GET_USER: () => user,
      RPC_REQUEST: ({ method }) => {
        if (method === 'eth_getBalance') return '0x1'
        throw new Error('private key 0xdeadbeef could not sign')
      },
    },
  })
  return { page, frame, iframe, transport, host, onTimeout, onSessionUpdate }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('page transport and frame host', () => {
  it('mounts the frame hidden and fixed, on the /sdk page with the query values the secure site expects', () => {
    const { iframe } = setup()
    const url = new URL(iframe.src)
    expect(`${url.origin}${url.pathname}`).toBe('http://secure.test/sdk')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      chainId: '31337',
      version: '1',
      enableLogger: 'false',
    })
    expect(iframe.style).toMatchObject({ position: 'fixed', display: 'none', zIndex: '2147483647' })
  })

  it('waits for READY plus 500 ms, then answers requests by id, concurrently', async () => {
    vi.useFakeTimers()
    const { transport, host } = setup()
    let ready = false
    void transport.ready.then(() => {
      ready = true
    })
    expect(await host.start()).toBe(true)
    await vi.advanceTimersByTimeAsync(499)
    expect(ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready).toBe(true)
    const [a, b, u] = await Promise.all([
      transport.request('CONNECT_EMAIL', { email: 'new@example.com' }),
      transport.request('CONNECT_EMAIL', { email: 'known@example.com' }),
      transport.request('GET_USER', undefined),
    ])
    expect(a).toEqual({ action: 'VERIFY_OTP' })
    expect(b).toEqual({ action: 'VERIFY_DEVICE' })
    expect(u).toEqual(user)
  })

  it("passes the frame's own error text, and hides anything else behind 'An error occurred'", async () => {
    const { transport, host } = setup()
    await host.start()
    await expect(transport.request('CONNECT_OTP', { otp: '000000' })).rejects.toThrow('Invalid code')
    const hidden = (await transport
      .request('RPC_REQUEST', { method: 'personal_sign', params: [] })
      .catch((e: FrameError) => e)) as FrameError
    expect(hidden).toBeInstanceOf(FrameError)
    expect(hidden.shortMessage).toBe('An error occurred')
    expect(String(hidden.message)).not.toContain('deadbeef')
    await expect(transport.request('SIGN_OUT', undefined)).rejects.toThrow('Action not allowed')
  })

  it("carries a refusal's code and values to the page, which names the text by id", async () => {
    const { transport, host } = setup()
    await host.start()
    const cooldown = (await transport
      .request('CONNECT_OTP', { otp: '999999' })
      .catch((e: FrameError) => e)) as FrameError
    expect(cooldown.messageId).toBe('errorEmailCooldown')
    expect(cooldown.messageParams).toEqual({ seconds: 9 })
    expect(cooldown.shortMessage).toBe('Please try again after 9 seconds')
    const odd = (await transport
      .request('CONNECT_OTP', { otp: '888888' })
      .catch((e: FrameError) => e)) as FrameError
    expect([odd.messageId, odd.messageParams]).toEqual(['text', { text: 'Odd' }])
    const missing = (await transport.request('SIGN_OUT', undefined).catch((e: FrameError) => e)) as FrameError
    expect(missing.messageId).toBe('errorEmbeddedActionNotAllowed')
  })

  it('posts only to the secure origin and the frame replies only to the page origin', async () => {
    const { transport, host, page, frame } = setup()
    await host.start()
    await transport.request('GET_USER', undefined)
    expect(frame.posted.every((message) => message.targetOrigin === 'http://secure.test')).toBe(true)
    expect(page.posted.every((message) => message.targetOrigin === 'http://app.test')).toBe(true)
  })

  it('ignores foreign-origin and foreign-window messages on both sides', async () => {
    const { transport, host, page, frame } = setup()
    await host.start()
    await transport.ready
    const stranger = { origin: 'http://evil.test' }
    const forged = { type: FRAME_EVENTS.GET_USER.success, payload: user, id: 'x' }
    page.deliver({ type: FRAME_READY }, 'http://evil.test', frame)
    page.deliver(forged, 'http://secure.test', stranger)
    frame.deliver({ type: FRAME_EVENTS.GET_USER.app, id: 'y' }, 'http://app.test', stranger)
    frame.deliver({ type: FRAME_EVENTS.GET_USER.app, id: 'z' }, 'http://evil.test', page)
    await Promise.resolve()
    expect(transport.stats()).toMatchObject({ droppedOrigin: 1, droppedSource: 1 })
    expect(host.stats()).toMatchObject({ droppedOrigin: 1, droppedSource: 1, answered: 0 })
  })

  it('refuses a page the project does not allow: no READY, no answer', async () => {
    vi.useFakeTimers()
    const { transport, host, onTimeout } = setup(false)
    expect(await host.start()).toBe(false)
    const answer = transport.request('GET_USER', undefined).catch((error) => error)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(onTimeout).toHaveBeenCalledWith('iframe_load_failed')
    expect((await answer).shortMessage).toBe('Something went wrong')
    expect(host.stats().answered).toBe(0)
  })
})
