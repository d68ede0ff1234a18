// @vitest-environment happy-dom
import { FrameReplyError } from '@foyer/frame'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { confirmWithPasskey, managePasskeys, signInWithPasskey } from './passkeys.js'
import { applyLocale } from './texts.js'

const press = (text: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === text)?.click()
const status = () => document.querySelector('.status')?.textContent
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const bytes = (...values: number[]) => new Uint8Array(values).buffer

afterEach(() => {
  document.body.replaceChildren()
  applyLocale(document, 'en')
})

/** A window whose WebAuthn calls answer like a browser's (or fail like a closed sheet). */
function browser(options: { fail?: boolean } = {}) {
  const create = vi.fn(async () => {
    if (options.fail) throw new DOMException('closed', 'NotAllowedError')
    return {
      id: 'AQI',
      rawId: bytes(1, 2),
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: bytes(3), attestationObject: bytes(4), getTransports: () => ['internal'] },
    }
  })
  const get = vi.fn(async () => {
    if (options.fail) throw new DOMException('closed', 'NotAllowedError')
    return {
      id: 'AQI',
      rawId: bytes(1, 2),
      authenticatorAttachment: null,
      response: {
        clientDataJSON: bytes(3),
        authenticatorData: bytes(5),
        signature: bytes(6),
        userHandle: bytes(7),
      },
    }
  })
  const win = {
    isSecureContext: true,
    PublicKeyCredential: () => undefined,
    navigator: { credentials: { create, get } },
  } as unknown as Window
  return { win, create, get }
}

describe('the passkeys card', () => {
  it('adds a passkey with the server’s options and sends the browser’s answer as base64url', async () => {
    const { win, create } = browser()
    const keys: { id: string; createdAt: string }[] = []
    const register = vi.fn(async () => {
      keys.push({ id: 'AQI', createdAt: '2026-11-25T00:00:00Z' })
      return 'AQI'
    })
    const done = managePasskeys(document, win, 'ada@example.com', {
      list: async () => keys,
      registrationOptions: async () => ({
        challenge: 'AAEC',
        user: { id: 'dXNlcg', name: 'ada', displayName: 'ada' },
      }),
      register,
      remove: async () => undefined,
      sendRemoveCode: async () => undefined,
    })
    await settle()
    expect(document.querySelector('h1')?.textContent).toBe('Passkeys')
    expect(document.body.textContent).toContain('No passkey yet.')
    press('Add a passkey')
    await settle()
    await settle()
    const publicKey = (
      create.mock.calls[0] as unknown as [{ publicKey: PublicKeyCredentialCreationOptions }]
    )[0].publicKey
    expect([...new Uint8Array(publicKey.challenge as ArrayBuffer)]).toEqual([0, 1, 2])
    expect(register).toHaveBeenCalledWith({
      id: 'AQI',
      rawId: 'AQI',
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: 'Aw', attestationObject: 'BA', transports: ['internal'] },
    })
    expect(status()).toBe('Passkey added')
    expect(document.querySelectorAll('li')).toHaveLength(1)
    press('Done')
    await expect(done).resolves.toBeUndefined()
  })

  it('asks for the mailed code on this card before it removes the last passkey', async () => {
    const { win } = browser()
    const remove = vi.fn(async (_id: string, otp?: string) => {
      if (!otp) throw new FrameReplyError('needs a code', { code: 'PASSKEY_LAST' })
    })
    const sendRemoveCode = vi.fn(async () => undefined)
    void managePasskeys(document, win, 'ada@example.com', {
      list: async () => [{ id: 'AQI', createdAt: '2026-11-25T00:00:00Z' }],
      registrationOptions: async () => ({ challenge: 'AA' }),
      register: async () => 'new',
      remove,
      sendRemoveCode,
    })
    await settle()
    press('Remove')
    await settle()
    await settle()
    expect(sendRemoveCode).toHaveBeenCalledOnce()
    expect(document.body.textContent).toContain('enter the code we sent to ada@example.com')
    ;(document.querySelector('input') as HTMLInputElement).value = '123456'
    press('Confirm')
    await settle()
    expect(remove).toHaveBeenLastCalledWith('AQI', '123456')
  })

  it('says so when the browser cannot use a passkey here', async () => {
    void managePasskeys(document, { isSecureContext: false } as unknown as Window, undefined, {
      list: async () => [],
      registrationOptions: async () => ({ challenge: 'AA' }),
      register: async () => 'new',
      remove: async () => undefined,
      sendRemoveCode: async () => undefined,
    })
    await settle()
    expect(status()).toBe('This browser cannot use a passkey here.')
    expect(
      [...document.querySelectorAll('button')].find((b) => b.textContent === 'Add a passkey')?.disabled,
    ).toBe(true)
  })
})

describe('signing in with a passkey', () => {
  it('says an unknown passkey is unknown, in the card’s language, and lets the visitor try again', async () => {
    applyLocale(document, 'de')
    const { win } = browser()
    const login = vi
      .fn()
      .mockRejectedValueOnce(
        new FrameReplyError('This passkey is not known to this wallet', { code: 'PASSKEY_UNKNOWN' }),
      )
      .mockResolvedValueOnce('token')
    const signedIn = signInWithPasskey(document, win, { options: async () => ({ challenge: 'AA' }), login })
    press('Weiter')
    await settle()
    await settle()
    expect(status()).toBe('Dieser Passkey ist dieser Wallet nicht bekannt')
    press('Weiter')
    await expect(signedIn).resolves.toBe('token')
    expect(login.mock.calls[1]?.[0]).toMatchObject({
      response: { authenticatorData: 'BQ', signature: 'Bg', userHandle: 'Bw' },
    })
  })

  it('rejects as the visitor’s refusal on Cancel', async () => {
    const signedIn = signInWithPasskey(document, browser().win, {
      options: async () => ({ challenge: 'AA' }),
      login: async () => '',
    })
    press('Cancel')
    await expect(signedIn).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })
})

describe('confirming a request', () => {
  it('asks the device only when the server wants an assertion; a closed sheet is a rejection', async () => {
    const { win, get } = browser()
    const withCredentials = { challenge: 'AA', allowCredentials: [{ id: 'AQI', type: 'public-key' }] }
    expect(await confirmWithPasskey(win, undefined)).toBeUndefined()
    expect(get).not.toHaveBeenCalled()
    expect(await confirmWithPasskey(win, withCredentials)).toMatchObject({
      id: 'AQI',
    })
    await expect(confirmWithPasskey(browser({ fail: true }).win, { challenge: 'AA' })).rejects.toMatchObject({
      message: 'User rejected the request.',
      code: 'USER_REJECTED',
    })
  })
})
