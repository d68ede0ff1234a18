// @vitest-environment happy-dom
/**
 * Social login and Farcaster in the embedded wallet's flow, with a scripted frame in place of the secure site (the real frame and
 * server are covered by services/secure-site's tests and the e2e email test).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS } from '../testing/fakeAdapter.js'
import { frame, resetFrame, setup } from './_test/scriptedFrame.js'

beforeEach(() => resetFrame(frame))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('social login', () => {
  const SECURE = 'http://localhost:5174'
  const socialUser = { email: null, userName: 'ada-lovelace', address: FAKE_ADDRESS, chainId: 1 }
  /**
   * The provider's window as the page sees it: where it was sent (`sent` resolves when the page sends
   * it to the provider), whether it is closed.
   */
  const fakeWindow = () => {
    let href = ''
    let arrived: () => void = () => {}
    const popup = {
      closed: false,
      sent: new Promise<void>((resolve) => (arrived = resolve)),
      location: {
        get href() {
          return href
        },
        set href(uri: string) {
          href = uri
          arrived()
        },
      },
      close() {
        popup.closed = true
      },
    }
    vi.stubGlobal('open', () => popup)
    return popup
  }
  const answer = (popup: unknown, data: unknown, origin = SECURE) =>
    window.dispatchEvent(Object.assign(new MessageEvent('message', { data, origin }), { source: popup })) &&
    undefined

  beforeEach(() => {
    frame.handlers.GET_SOCIAL_REDIRECT_URI = (payload) => ({
      uri: `http://idp.test/${(payload as { provider: string }).provider}/auth`,
    })
    frame.handlers.CONNECT_SOCIAL = () => socialUser
    frame.handlers.GET_USER = () => socialUser
  })

  it('sends the window to the provider, takes its answer only from the secure site and signs in', async () => {
    const { foyer, storage } = setup()
    foyer.open()
    const popup = fakeWindow()
    const done = foyer.embeddedWallet.connectSocial('github')
    await popup.sent
    expect(foyer.getState().router.history.at(-1)).toEqual({
      view: 'ConnectingSocial',
      data: { provider: 'github' },
    })
    expect(popup.location.href).toBe('http://idp.test/github/auth')
    // Another origin, or another window, is not the provider's answer.
    answer(popup, { resultUri: 'https://evil.test/cb' }, 'https://evil.test')
    answer({}, { resultUri: `${SECURE}/social/callback?code=forged` })
    answer(popup, { resultUri: `${SECURE}/social/callback?code=c&state=s` })
    await done
    expect(frame.requests.find((r) => r.name === 'CONNECT_SOCIAL')?.payload).toEqual({
      uri: `${SECURE}/social/callback?code=c&state=s`,
    })
    const state = foyer.getState()
    expect(state.accounts.eip155?.connectedWalletInfo?.name).toBe('ada-lovelace')
    expect(state.embeddedWallet).toMatchObject({ loginProvider: 'github', userName: 'ada-lovelace' })
    // Connected: the modal closes, as after any connect, and opens on Account next time.
    expect(state.open).toBe(false)
    expect(state.router.history.at(-1)?.view).toBe('Account')
    expect(storage.getItem('foyer:embedded:socialUsername')).toBe('ada-lovelace')
  })

  it('says the window was blocked, asks nothing of the frame, and lets the visitor try again', async () => {
    const { foyer } = setup()
    foyer.open()
    vi.stubGlobal('open', () => null)
    await expect(foyer.embeddedWallet.connectSocial('google')).rejects.toMatchObject({
      messageId: 'socialWindowBlocked',
    })
    expect(foyer.getState().embeddedWallet.social).toEqual({ provider: 'google', status: 'blocked' })
    expect(frame.requests.some((r) => r.name === 'GET_SOCIAL_REDIRECT_URI')).toBe(false)
    const popup = fakeWindow()
    const retry = foyer.embeddedWallet.connectSocial('google')
    await popup.sent
    expect(foyer.getState().router.history.filter((r) => r.view === 'ConnectingSocial')).toHaveLength(1)
    answer(popup, { resultUri: `${SECURE}/social/callback?code=c&state=s` })
    await retry
  })

  it('returns to Connect with a message when the window is closed or the provider refuses', async () => {
    const { foyer } = setup()
    foyer.open()
    const popup = fakeWindow()
    const closed = foyer.embeddedWallet.connectSocial('x')
    await popup.sent
    popup.closed = true
    await expect(closed).rejects.toThrow('The sign-in window was closed')
    expect(foyer.getState().router.history.at(-1)?.view).toBe('Connect')
    expect(foyer.getState().snackbar).toMatchObject({
      variant: 'error',
      message: { id: 'errorSocialWindowClosed' },
    })

    frame.handlers.CONNECT_SOCIAL = () => {
      throw Object.assign(new Error('x'), { shortMessage: 'The sign-in was cancelled' })
    }
    const again = fakeWindow()
    const refused = foyer.embeddedWallet.connectSocial('x')
    await again.sent
    answer(again, { resultUri: `${SECURE}/social/callback?error=access_denied&state=s` })
    await expect(refused).rejects.toThrow('The sign-in was cancelled')
    expect(again.closed).toBe(true)
    expect(foyer.getState().router.history.at(-1)?.view).toBe('Connect')
  })

  it('closes the window quietly when the visitor leaves the view, and checks the provider name', async () => {
    const { foyer } = setup()
    foyer.open()
    const popup = fakeWindow()
    const left = foyer.embeddedWallet.connectSocial('discord')
    await popup.sent
    foyer.router.goBack()
    await expect(left).rejects.toThrow('The sign-in window was closed')
    expect(popup.closed).toBe(true)
    expect(foyer.getState().snackbar).toBeUndefined()
    await expect(foyer.embeddedWallet.connectSocial('myspace' as 'x')).rejects.toMatchObject({
      shortMessage: 'Social provider must be one of google, github, apple, facebook, x, discord',
      messageId: 'errorSocialProviderInvalid',
      messageParams: { providers: 'google, github, apple, facebook, x, discord' },
    })
  })
})

describe('Sign In With Farcaster', () => {
  const farcasterUser = { email: null, userName: 'ada', address: FAKE_ADDRESS, chainId: 1 }
  const URL_ = 'http://localhost:5176/~/siwf?channelToken=c1'

  type Wait = { resolve(value: { userName: string }): void; reject(error: Error): void }
  /**
   * CONNECT_FARCASTER waits, as for the visitor's Farcaster app, until the test settles it; `wait(n)`
   * resolves once the page made its n-th call (1-based), with that call's resolve and reject.
   */
  const holdConnect = () => {
    const waits: Wait[] = []
    let arrived = () => {}
    frame.handlers.CONNECT_FARCASTER = () =>
      new Promise((resolve, reject) => {
        waits.push({ resolve, reject })
        arrived()
      })
    return (n: number) =>
      new Promise<Wait>((resolve) => {
        const check = () => {
          const wait = waits[n - 1]
          if (wait) resolve(wait)
          else arrived = check
        }
        check()
      })
  }

  it('shows the relay link, waits for the Farcaster app, then connects with the fid’s name', async () => {
    frame.handlers.GET_FARCASTER_URI = () => ({ url: URL_ })
    const wait = holdConnect()
    frame.handlers.GET_USER = () => farcasterUser
    const { foyer, storage } = setup()
    foyer.open()
    const done = foyer.embeddedWallet.connectFarcaster()
    const app = await wait(1)
    expect(foyer.getState().embeddedWallet.farcaster).toEqual({ status: 'waiting', url: URL_ })
    app.resolve({ userName: 'ada' })
    await done
    const state = foyer.getState()
    expect(state.embeddedWallet).toMatchObject({
      loginProvider: 'farcaster',
      userName: 'ada',
      farcaster: undefined,
    })
    expect(state.accounts.eip155?.connectedWalletInfo?.name).toBe('ada')
    expect(storage.getItem('foyer:embedded:socialProvider')).toBe('farcaster')
  })

  it('says an expired code has expired, and a new call replaces an old one quietly', async () => {
    const expired = Object.assign(new Error('x'), {
      shortMessage: 'This Farcaster request has expired. Get a new code.',
    })
    let codes = 0
    frame.handlers.GET_FARCASTER_URI = () => ({ url: `${URL_}${++codes}` })
    const wait = holdConnect()
    const { foyer } = setup()
    const first = foyer.embeddedWallet.connectFarcaster()
    ;(await wait(1)).reject(expired)
    await expect(first).rejects.toThrow('This Farcaster request has expired. Get a new code.')
    expect(foyer.getState().embeddedWallet.farcaster).toEqual({ status: 'expired', url: `${URL_}1` })

    const second = foyer.embeddedWallet.connectFarcaster()
    const stale = await wait(2)
    const third = foyer.embeddedWallet.connectFarcaster()
    const current = await wait(3)
    stale.reject(new Error('This Farcaster request was replaced'))
    await expect(second).resolves.toBeUndefined()
    expect(foyer.getState().embeddedWallet.farcaster).toEqual({ status: 'waiting', url: `${URL_}3` })
    current.reject(expired)
    await expect(third).rejects.toThrow(/expired/)
  })
})
