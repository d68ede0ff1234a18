// @vitest-environment happy-dom
/**
 * The embedded wallet's flow with a scripted frame in place of the secure site (the real frame and
 * server are covered by services/secure-site's tests and the e2e email test).
 */
import { FrameError } from '@foyer/frame'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS } from '../testing/fakeAdapter.js'
import { frame, resetFrame, setup, user } from './_test/scriptedFrame.js'
import { EmbeddedWalletError } from './errors.js'
import { cooldownLeftSeconds, cooldownMessage } from './shared.js'

beforeEach(() => resetFrame(frame))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe("the frame's language", () => {
  it("names the modal's language in the frame's URL, then sends each change as SYNC_LOCALE", async () => {
    const { foyer } = setup()
    foyer.embeddedWallet.setLocale('ja')
    await foyer.embeddedWallet.connectEmail('ada@example.com')
    expect(frame.options?.locale).toBe('ja')
    foyer.embeddedWallet.setLocale('ar')
    // Not one of the frame's tags: nothing is sent, the frame keeps its language.
    foyer.embeddedWallet.setLocale('xx')
    expect(frame.payloadsOf('SYNC_LOCALE')).toEqual([{ locale: 'ar' }])
  })
})

describe("the frame's theme", () => {
  it("sends the app's themeMode, and none without one so the frame follows the visitor's colour scheme", async () => {
    await setup().foyer.embeddedWallet.connectEmail('ada@example.com')
    expect(frame.payloadsOf('SYNC_THEME')).toEqual([])
    resetFrame(frame)
    await setup(undefined, { themeMode: 'dark' }).foyer.embeddedWallet.connectEmail('ada@example.com')
    expect(frame.payloadsOf('SYNC_THEME')).toEqual([{ themeMode: 'dark' }])
  })
})

describe('email login', () => {
  it('asks for a code, then signs in with it and closes the modal as every connect does', async () => {
    const { foyer, storage } = setup()
    foyer.open()
    await foyer.embeddedWallet.connectEmail('ada@example.com')
    expect(foyer.getState().router.history.at(-1)?.view).toBe('EmailVerifyOtp')
    expect(foyer.getState().embeddedWallet.email).toBe('ada@example.com')

    await foyer.embeddedWallet.connectOtp('123456')
    const state = foyer.getState()
    expect(state.accounts.eip155).toMatchObject({ status: 'connected', address: FAKE_ADDRESS })
    expect(state.accounts.eip155?.connectedWalletInfo?.name).toBe('ada@example.com')
    expect(state.open).toBe(false)
    // Opened again, it shows the new account.
    expect(state.router.history.at(-1)?.view).toBe('Account')
    expect(storage.getItem('foyer:embedded:emailLoginUsed')).toBe('true')
  })

  it('routes to the device check when the frame asks for it', async () => {
    frame.handlers.CONNECT_EMAIL = () => ({ action: 'VERIFY_DEVICE' })
    const { foyer } = setup()
    foyer.open()
    await foyer.embeddedWallet.connectEmail('ada@example.com')
    expect(foyer.getState().router.history.at(-1)?.view).toBe('EmailVerifyDevice')
    await foyer.embeddedWallet.connectDevice()
    expect(foyer.getState().router.history.at(-1)?.view).toBe('EmailVerifyOtp')
  })

  it('refuses a second login within 30 s with the user-facing text, counted down', async () => {
    const { foyer } = setup()
    await foyer.embeddedWallet.connectEmail('ada@example.com')
    const again = foyer.embeddedWallet.connectEmail('ada@example.com')
    await expect(again).rejects.toThrow(/Please try again after (30|29) seconds/)
    // 'Please try again after N seconds', in the visitor's language.
    expect(foyer.getState().embeddedWallet.error).toMatchObject({
      id: 'errorEmailCooldown',
      params: { seconds: expect.toSatisfy((n: number) => n === 30 || n === 29) },
    })
    expect(frame.requests.filter((r) => r.name === 'CONNECT_EMAIL')).toHaveLength(1)
    expect(cooldownLeftSeconds('1000', 1000 + 12_400)).toBe(18)
    expect(cooldownLeftSeconds('1000', 1000 + 30_000)).toBe(0)
    expect(cooldownMessage(18)).toBe('Please try again after 18 seconds')
  })

  it('shows the server’s text for a wrong code and stays on the code view', async () => {
    frame.handlers.CONNECT_OTP = () => {
      throw Object.assign(new Error('x'), { shortMessage: 'Invalid code. Check the email and try again.' })
    }
    const { foyer } = setup()
    foyer.open()
    await foyer.embeddedWallet.connectEmail('ada@example.com')
    await expect(foyer.embeddedWallet.connectOtp('000000')).rejects.toThrow('Invalid code')
    // The secure site's own wording, shown as it is.
    expect(foyer.getState().embeddedWallet.error).toEqual({
      id: 'text',
      params: { text: 'Invalid code. Check the email and try again.' },
    })
    expect(foyer.getState().accounts.eip155?.status).not.toBe('connected')
  })

  it('says when the secure frame cannot load, and loads a fresh one on the next try', async () => {
    frame.failReady = true
    const { foyer } = setup()
    await expect(foyer.embeddedWallet.connectEmail('ada@example.com')).rejects.toThrow(
      'Unable to load email login dependency',
    )
    expect(foyer.getState().embeddedWallet).toMatchObject({
      frame: 'error',
      busy: false,
      error: { id: 'errorFrameLoadFailed' },
    })
    frame.failReady = false
    await foyer.embeddedWallet.connectEmail('ada@example.com')
    expect(frame.created).toBe(2)
    expect(foyer.getState().embeddedWallet.frame).toBe('ready')
  })

  it('checks its input before loading anything', async () => {
    const { foyer } = setup()
    const email = foyer.embeddedWallet.connectEmail('not-an-email')
    await expect(email).rejects.toBeInstanceOf(EmbeddedWalletError)
    await expect(email).rejects.toMatchObject({ messageId: 'emailInvalid' })
    await expect(foyer.embeddedWallet.connectOtp('12345')).rejects.toMatchObject({
      shortMessage: 'Enter the 6-digit code',
      messageId: 'errorOtpInvalid',
    })
    expect(frame.requests).toHaveLength(0)
  })

  it("offers the visitor's steps only, not the flow's own methods, and is not a thenable", async () => {
    const { foyer } = setup()
    expect(Object.keys(foyer.embeddedWallet).sort()).toEqual(
      [
        'addPasskey',
        'cancelSocial',
        'connectDevice',
        'connectEmail',
        'connectFarcaster',
        'connectOtp',
        'connectPasskey',
        'connectSocial',
        'exportPrivateKey',
        'preload',
        'setLocale',
        'setPreferredAccountType',
        'updateEmail',
        'updateEmailPrimaryOtp',
        'updateEmailSecondaryOtp',
      ].sort(),
    )
    const actions = foyer.embeddedWallet as unknown as Record<string, unknown>
    expect([actions.destroy, actions.signOut, actions.resync, actions.nope]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect('then' in foyer.embeddedWallet).toBe(false)
    await expect(Promise.resolve(foyer.embeddedWallet)).resolves.toBe(foyer.embeddedWallet)
    expect(frame.requests).toHaveLength(0)
  })

  it("ends the flow's frame when the instance is destroyed", async () => {
    const destroyed = vi.fn()
    const { foyer } = setup(undefined, {
      embeddedWallet: { frameTransport: (options) => ({ ...frame.transport(options), destroy: destroyed }) },
    })
    await foyer.embeddedWallet.connectEmail('ada@example.com')
    expect(destroyed).not.toHaveBeenCalled()
    foyer.destroy()
    expect(destroyed).toHaveBeenCalledOnce()
  })

  it('shows Invalid App Configuration when the project does not list the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ allowedOrigins: ['https://other.example'] }))),
    )
    const { foyer } = setup()
    await expect(foyer.embeddedWallet.connectEmail('ada@example.com')).rejects.toMatchObject({
      messageId: 'alertInvalidAppConfigurationTitle',
    })
    expect(foyer.getState().alert?.title).toEqual({ id: 'alertInvalidAppConfigurationTitle' })
    expect(frame.requests).toHaveLength(0)
  })
})

describe('signing through the embedded wallet', () => {
  async function connected() {
    const context = setup()
    await context.foyer.embeddedWallet.connectEmail('ada@example.com')
    await context.foyer.embeddedWallet.connectOtp('123456')
    context.foyer.close()
    return context
  }

  it('opens ApproveTransaction over the frame while a signature is asked, and closes after', async () => {
    let answer: (value: unknown) => void = () => {}
    frame.handlers.RPC_REQUEST = () => new Promise((resolve) => (answer = resolve))
    const { foyer, wallet } = await connected()
    const signing = wallet().request({ method: 'personal_sign', params: ['0x68690a', FAKE_ADDRESS] })
    await vi.waitFor(() => expect(frame.shown).toBe(true))
    expect(foyer.getState().router.history.at(-1)?.view).toBe('ApproveTransaction')
    expect(foyer.close()).toBe(false)
    answer('0xsignature')
    await expect(signing).resolves.toBe('0xsignature')
    expect(frame.shown).toBe(false)
    expect(foyer.getState().open).toBe(false)
  })

  it('a rejection returns 4001 and aborts the other signing requests', async () => {
    frame.handlers.RPC_REQUEST = () => {
      throw new FrameError('FRAME_REQUEST_FAILED', 'User rejected the request.')
    }
    const { wallet } = await connected()
    await expect(wallet().request({ method: 'personal_sign', params: ['0x00'] })).rejects.toMatchObject({
      code: 4001,
    })
    expect(frame.aborted).toBe(1)
  })

  it('reads go to the frame without asking the visitor; eth_chainId is answered here', async () => {
    frame.handlers.RPC_REQUEST = () => '0x10'
    const { wallet } = await connected()
    await expect(wallet().request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    await expect(wallet().request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(frame.shown).toBe(false)
  })

  it('a disallowed method opens the modal and shows the error 300 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    frame.handlers.RPC_REQUEST = () => {
      throw new FrameError('FRAME_REQUEST_FAILED', 'Requested RPC call is not allowed')
    }
    const { foyer, wallet } = await connected()
    await expect(wallet().request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ code: 4200 })
    expect(foyer.getState().open).toBe(true)
    expect(foyer.getState().snackbar).toBeUndefined()
    await vi.advanceTimersByTimeAsync(300)
    // The snackbar's code loads on demand (a real import, slower on a busy machine).
    await vi.waitFor(() => expect(foyer.getState().snackbar?.message).toEqual({ id: 'rpcNotAllowed' }))
  })
})

describe('start-up', () => {
  it('resyncs a stored session (IS_CONNECTED with the stored token) without a new login', async () => {
    const first = setup()
    frame.handlers.CONNECT_OTP = () => undefined
    await first.foyer.embeddedWallet.connectEmail('ada@example.com')
    await first.foyer.embeddedWallet.connectOtp('123456')
    first.storage.setItem('foyer:embedded:session', 'token-1')
    frame.requests.length = 0
    const second = setup(first.storage)
    await second.foyer.ready
    expect(frame.requests.find((r) => r.name === 'IS_CONNECTED')?.payload).toEqual({ token: 'token-1' })
    expect(second.foyer.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: FAKE_ADDRESS,
    })
  })

  it('forgets a session the secure site no longer knows', async () => {
    const first = setup()
    await first.foyer.embeddedWallet.connectEmail('ada@example.com')
    await first.foyer.embeddedWallet.connectOtp('123456')
    first.storage.setItem('foyer:embedded:session', 'token-1')
    frame.handlers.IS_CONNECTED = () => ({ isConnected: false })
    const second = setup(first.storage)
    await second.foyer.ready
    expect(second.foyer.getState().accounts.eip155?.status).toBe('disconnected')
    expect(first.storage.getItem('foyer:embedded:session')).toBeNull()
  })
})

describe('email update', () => {
  const signedIn = async () => {
    const context = setup()
    context.foyer.open()
    await context.foyer.embeddedWallet.connectEmail('ada@example.com')
    await context.foyer.embeddedWallet.connectOtp('123456')
    return context
  }

  it('shows the frame while its own card takes both codes, then names the new address', async () => {
    let answer: (value: unknown) => void = () => {}
    frame.handlers.UPDATE_EMAIL = () => new Promise((resolve) => (answer = resolve))
    const { foyer } = await signedIn()
    const updating = foyer.embeddedWallet.updateEmail('ada-new@example.com')
    await vi.waitFor(() => expect(frame.shown).toBe(true))
    expect(foyer.getState().router.history.at(-1)?.view).toBe('ApproveTransaction')
    expect(foyer.getState().embeddedWallet.approval).toEqual({ method: 'UPDATE_EMAIL' })
    expect(frame.payloadsOf('UPDATE_EMAIL')).toEqual([{ email: 'ada-new@example.com' }])
    answer({ action: 'UPDATED', newEmail: 'ada-new@example.com' })
    await updating
    expect(frame.shown).toBe(false)
    const state = foyer.getState()
    expect(state.embeddedWallet.email).toBe('ada-new@example.com')
    expect(state.accounts.eip155?.connectedWalletInfo?.name).toBe('ada-new@example.com')
    expect(state.router.history.at(-1)?.view).toBe('Account')
    // No code is ever sent from the page.
    expect(frame.payloadsOf('UPDATE_EMAIL_PRIMARY_OTP')).toEqual([])
    expect(frame.payloadsOf('UPDATE_EMAIL_SECONDARY_OTP')).toEqual([])
  })

  it('refuses a code typed on the page, and keeps the address when the visitor cancels the card', async () => {
    const { foyer } = await signedIn()
    await expect(foyer.embeddedWallet.updateEmailPrimaryOtp('123456')).rejects.toMatchObject({
      messageId: 'errorEmbeddedCodeInFrame',
    })
    frame.handlers.UPDATE_EMAIL = () => {
      throw new FrameError('FRAME_REQUEST_FAILED', 'User rejected the request.')
    }
    await expect(foyer.embeddedWallet.updateEmail('ada-new@example.com')).rejects.toBeDefined()
    expect(foyer.getState().embeddedWallet.email).toBe('ada@example.com')
    expect(frame.shown).toBe(false)
  })
})

describe('passkeys', () => {
  it('signs in with a passkey on the frame’s card, no code, and connects like an email login', async () => {
    let answer: (value: unknown) => void = () => {}
    frame.handlers.CONNECT_PASSKEY = () => new Promise((resolve) => (answer = resolve))
    const { foyer } = setup(undefined, { embeddedWallet: { passkeyGrace: 120 } })
    foyer.open()
    const connecting = foyer.embeddedWallet.connectPasskey()
    await vi.waitFor(() => expect(frame.shown).toBe(true))
    expect(foyer.getState().embeddedWallet.approval).toEqual({ method: 'CONNECT_PASSKEY' })
    expect(frame.options?.passkeyGrace).toBe(120)
    answer(user)
    await connecting
    expect(frame.shown).toBe(false)
    const state = foyer.getState()
    expect(state.accounts.eip155).toMatchObject({ status: 'connected', address: FAKE_ADDRESS })
    expect(state.open).toBe(false)
    expect(frame.payloadsOf('CONNECT_OTP')).toEqual([])
  })

  it('shows the frame’s passkey card for the signed-in wallet, and keeps the wallet when it fails', async () => {
    const { foyer } = setup()
    foyer.open()
    await foyer.embeddedWallet.connectEmail('ada@example.com')
    await foyer.embeddedWallet.connectOtp('123456')
    foyer.open()
    await foyer.embeddedWallet.addPasskey()
    expect(frame.payloadsOf('ADD_PASSKEY')).toEqual([undefined])
    frame.handlers.CONNECT_PASSKEY = () => {
      throw new FrameError('FRAME_REQUEST_FAILED', 'This passkey is not known to this wallet')
    }
    await expect(foyer.embeddedWallet.connectPasskey()).rejects.toBeDefined()
    expect(foyer.getState().embeddedWallet.error).toBeDefined()
  })

  it('refuses a grace outside 0 to 300 seconds', () => {
    expect(() => setup(undefined, { embeddedWallet: { passkeyGrace: 301 } })).toThrow(
      'Invalid option "embeddedWallet.passkeyGrace": must be a whole number of seconds from 0 to 300',
    )
  })
})
