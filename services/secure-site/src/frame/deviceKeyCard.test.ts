// @vitest-environment happy-dom
import type { DeviceKeyState } from '@foyer/frame/secure-site'
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DeviceKeyApi } from './deviceKeyCard.js'
import { newRecoveryKit, toB64url, unwrapKey, wrapKey, wrapProofMessage } from './deviceKeyCrypto.js'
import { managePasskeys } from './passkeys.js'
import { applyLocale } from './texts.js'

// Device mode's 'Give this passkey the key' on the Passkeys card, with real wrappings (WebCrypto) and a
// browser whose passkeys answer with their own PRF output, as Chromium's do; the server is a fake that
// keeps the wrappings the way the store does (one per credential id) and tells the card which hold it.

const buttons = (text: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent === text)
const press = (text: string) => buttons(text)[0]?.click()
const status = () => document.querySelector('.status')?.textContent
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

afterEach(() => {
  document.body.replaceChildren()
  applyLocale(document, 'en')
})

const idOf = (byte: number) => toB64url(new Uint8Array([byte, byte]))
const prfOf = (id: string) => new Uint8Array(32).fill(id.charCodeAt(0))
const HOLDER = idOf(1)
const NEW = idOf(2)

/**
 * A wallet in device mode whose first passkey holds the key. `browser.script` says how the next prompts
 * go (false: closed like a cancelled sheet; none left: answered); `create` makes the passkey `NEW` (with
 * PRF unless `prf: false`).
 */
async function deviceWallet({ prf = true }: { prf?: boolean } = {}) {
  const key = generatePrivateKey()
  const address = privateKeyToAccount(key).address
  const passkeys: { id: string; createdAt: string; prf: boolean | null }[] = [
    { id: HOLDER, createdAt: '2026-11-25T00:00:00Z', prf: true },
  ]
  const wraps: Record<string, string> = {
    [HOLDER]: await wrapKey(key, prfOf(HOLDER), { passkey: HOLDER }, address),
  }
  const kit = newRecoveryKit(address, 'https://app.example')
  const recovery = await wrapKey(key, kit.secret, { kit: true }, address)
  const browser = { script: [] as boolean[], prompts: [] as string[][] }
  const get = vi.fn(async ({ publicKey }: { publicKey: PublicKeyCredentialRequestOptions }) => {
    const allowed = (publicKey.allowCredentials ?? []).map((item) =>
      toB64url(new Uint8Array(item.id as ArrayBuffer)),
    )
    browser.prompts.push(allowed)
    if (browser.script.shift() === false) throw new DOMException('closed', 'NotAllowedError')
    const id = allowed[0] as string
    const salt = (publicKey.extensions as { prf?: { eval?: { first?: Uint8Array } } })?.prf?.eval?.first
    const bytes = Uint8Array.from(atob(id.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
    return {
      id,
      rawId: bytes.buffer,
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: new TextEncoder().encode(JSON.stringify({ challenge: publicKey.challenge })).buffer,
        authenticatorData: new Uint8Array([5]).buffer,
        signature: new Uint8Array([6]).buffer,
      },
      getClientExtensionResults: () =>
        salt && (id !== NEW || prf) ? { prf: { results: { first: prfOf(id).buffer } } } : {},
    }
  })
  const create = vi.fn(async () => ({
    id: NEW,
    rawId: new Uint8Array([2, 2]).buffer,
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: new Uint8Array([3]).buffer,
      attestationObject: new Uint8Array([4]).buffer,
      getTransports: () => ['internal'],
    },
    getClientExtensionResults: () => ({ prf: { enabled: prf } }),
  }))
  const win = {
    isSecureContext: true,
    PublicKeyCredential: () => undefined,
    navigator: { credentials: { create, get } },
  } as unknown as Window
  const proofs: string[] = []
  const device: Omit<DeviceKeyApi, 'addPasskey'> = {
    state: async (): Promise<DeviceKeyState> => ({
      mode: 'device',
      address,
      passkeys: passkeys.map((item) => ({ id: item.id, prf: item.prf, holdsKey: item.id in wraps })),
    }),
    options: vi.fn(async (_action, credentialId) => ({
      options: {
        challenge: `wrap-${credentialId}`,
        allowCredentials: [{ id: credentialId, type: 'public-key' }],
      },
      salt: toB64url(new Uint8Array(32).fill(9)),
      wraps: { ...wraps },
    })),
    unlock: async () => Promise.reject(new Error('not in this test')),
    enable: async () => undefined,
    disable: async () => undefined,
    wrap: vi.fn(async (passkey, wrapped, proof) => {
      const signed = await verifyMessage({
        address,
        message: wrapProofMessage(`wrap-${passkey.id}`),
        signature: proof,
      })
      if (!signed) throw new Error('not the wallet’s key')
      proofs.push(proof)
      wraps[passkey.id] = wrapped
    }),
    recovery: async () => ({ wrapped: recovery, address }),
  }
  const done = managePasskeys(document, win, 'ada@example.com', {
    // The server's list takes a while, as over a network: a status must not come before the list it speaks of.
    list: async () => {
      await new Promise((resolve) => setTimeout(resolve, 30))
      return passkeys
    },
    registrationOptions: async () => ({
      challenge: 'AAEC',
      user: { id: 'dXNlcg', name: 'ada', displayName: 'ada' },
    }),
    register: async (response) => {
      passkeys.push({ id: response.id, createdAt: '2026-11-26T00:00:00Z', prf })
      return response.id
    },
    remove: async () => undefined,
    sendRemoveCode: async () => undefined,
    device,
  })
  await until(() => document.querySelectorAll('li').length === 1)
  return { key, address, wraps, browser, device, proofs, done, kit: kit.text, create }
}

describe('a passkey added in device mode', () => {
  it('stays listed without the key when the holder’s prompt is cancelled, says so, and gets the key on Give this passkey the key', async () => {
    const wallet = await deviceWallet()
    wallet.browser.script = [false]
    press('Add a passkey')
    await until(
      () =>
        status() ===
        'Passkey added, but it does not hold the wallet’s key yet. Press “Give this passkey the key” to finish.',
    )
    // The holder was asked (only the holder), and cancelled: nothing was wrapped.
    expect(wallet.browser.prompts).toEqual([[HOLDER]])
    expect(wallet.device.wrap).not.toHaveBeenCalled()
    const items = [...document.querySelectorAll('li')]
    expect(items).toHaveLength(2)
    expect(items[0]?.textContent).not.toContain('Does not hold')
    expect(items[1]?.textContent).toContain('Does not hold the wallet’s key yet.')
    const give = items[1]?.querySelector('button.primary') as HTMLButtonElement
    expect(give.textContent).toBe('Give this passkey the key')
    expect(document.getElementById(give.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Does not hold the wallet’s key yet.',
    )

    // Again, cancelled at the new passkey's own prompt this time: still without the key.
    wallet.browser.prompts = []
    wallet.browser.script = [true, false]
    give.click()
    await until(
      () =>
        status() ===
        'This passkey does not hold the wallet’s key yet. Try again: a passkey that holds the key confirms first, then this one.',
    )
    expect(wallet.browser.prompts).toEqual([[HOLDER], [NEW]])
    expect(wallet.device.wrap).not.toHaveBeenCalled()
    expect(buttons('Give this passkey the key')).toHaveLength(1)

    // Then all the way: the holder opens the key, the new passkey wraps it with its own PRF output.
    wallet.browser.prompts = []
    press('Give this passkey the key')
    await until(() => status() === 'This passkey now holds the wallet’s key.')
    expect(wallet.browser.prompts).toEqual([[HOLDER], [NEW]])
    expect(await unwrapKey(wallet.wraps[NEW] as string, prfOf(NEW), { passkey: NEW }, wallet.address)).toBe(
      wallet.key,
    )
    expect(wallet.device.options).toHaveBeenLastCalledWith('wrap', NEW)
    expect(document.body.textContent).not.toContain('Does not hold')
    expect(buttons('Give this passkey the key')).toHaveLength(0)
  })

  it('holds the key at once when both prompts are answered', async () => {
    const wallet = await deviceWallet()
    press('Add a passkey')
    await until(() => status() === 'Passkey added')
    expect(wallet.browser.prompts).toEqual([[HOLDER], [NEW]])
    expect(Object.keys(wallet.wraps)).toEqual([HOLDER, NEW])
    expect(document.querySelectorAll('li')).toHaveLength(2)
    expect(document.body.textContent).not.toContain('Does not hold')
  })

  it('asks nothing for a passkey without PRF: it is listed as one that cannot hold the key, with no button', async () => {
    const wallet = await deviceWallet({ prf: false })
    press('Add a passkey')
    await until(() => status() === 'Passkey added')
    expect(wallet.browser.prompts).toEqual([])
    expect(document.querySelectorAll('li')[1]?.textContent).toContain('Cannot hold the wallet’s key.')
    expect(buttons('Give this passkey the key')).toHaveLength(0)
  })

  it('recovers with the kit: a failed wrap prompt keeps the card, and Continue wraps for the passkey it made', async () => {
    const wallet = await deviceWallet()
    press('Recover with your kit')
    ;(document.getElementById('foyer-kit-input') as HTMLTextAreaElement).value = wallet.kit
    wallet.browser.script = [false]
    press('Continue')
    await until(
      () => status() === 'This browser’s new passkey does not hold the key yet. Press Continue to try again.',
    )
    expect(wallet.create).toHaveBeenCalledOnce()
    expect(wallet.browser.prompts).toEqual([[NEW]])
    expect(wallet.device.wrap).not.toHaveBeenCalled()
    press('Continue')
    await until(() => status() === 'Recovered: this browser’s new passkey holds the key.')
    // No second passkey: the one made first now holds the key.
    expect(wallet.create).toHaveBeenCalledOnce()
    expect(await unwrapKey(wallet.wraps[NEW] as string, prfOf(NEW), { passkey: NEW }, wallet.address)).toBe(
      wallet.key,
    )
    expect(document.querySelectorAll('li')).toHaveLength(2)
    expect(document.body.textContent).not.toContain('Does not hold')
  })

  it('speaks the card’s language', async () => {
    applyLocale(document, 'de')
    const wallet = await deviceWallet()
    wallet.browser.script = [false]
    press('Passkey hinzufügen')
    await until(() => (status() ?? '').startsWith('Passkey hinzugefügt, aber'))
    expect(document.querySelectorAll('li')[1]?.textContent).toContain(
      'Hält den Schlüssel der Wallet noch nicht.',
    )
    expect(buttons('Diesem Passkey den Schlüssel geben')).toHaveLength(1)
  })
})
