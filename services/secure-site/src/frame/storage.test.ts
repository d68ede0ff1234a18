import { describe, expect, it, vi } from 'vitest'
import { deviceSecret, sessionStore } from './api.js'
import {
  CREATES_PASSKEY,
  type KeyValueStore,
  openFrameStorage,
  requestStorageAccessWhenUseful,
} from './storage.js'

const PAGE = 'http://localhost:5173'

function webStorage(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/** What Chromium does to a cross-site frame whose third-party storage is blocked. */
const denied = () => {
  throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError')
}

/** A document with the Storage Access API; `answer` is what requestStorageAccess resolves or throws. */
function accessDocument(answer: () => Promise<unknown>) {
  type Listener = (event: { target?: unknown }) => void
  const listeners = new Set<Listener>()
  const requestStorageAccess = vi.fn(answer)
  return {
    requestStorageAccess,
    hasStorageAccess: async () => false,
    addEventListener: (_: 'click', listener: Listener) => void listeners.add(listener),
    removeEventListener: (_: 'click', listener: Listener) => void listeners.delete(listener),
    /** A click, on `target` when given (an element inside the frame's card). */
    click: (target?: unknown) => {
      for (const listener of [...listeners]) listener({ target })
    },
  }
}

const permissions = (state: string) => ({ query: async () => ({ state }) })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the frame's storage", () => {
  it('keeps the device secret and the session in localStorage when the browser allows it', () => {
    const local = webStorage()
    const storage = openFrameStorage(() => local)
    expect(storage.kind).toBe('local')
    const device = deviceSecret(storage)
    expect(device).toMatch(/^[0-9a-f]{64}$/)
    sessionStore(storage, PAGE).set('token-1')
    // A reload opens the same storage: the same browser, still signed in.
    const reloaded = openFrameStorage(() => local)
    expect(deviceSecret(reloaded)).toBe(device)
    expect(sessionStore(reloaded, PAGE).get()).toBe('token-1')
    // Each page's session is its own (a storage shared by several apps keeps them apart).
    expect(sessionStore(reloaded, 'http://other.test').get()).toBeUndefined()
    sessionStore(reloaded, PAGE).set(undefined)
    expect([...local.map.keys()]).toEqual(['foyer-secure:device'])
  })

  it('falls back to memory for the page when localStorage is denied: a reload is a new browser, signed out', () => {
    const storage = openFrameStorage(denied)
    expect(storage.kind).toBe('memory')
    const device = deviceSecret(storage)
    expect(deviceSecret(storage)).toBe(device)
    sessionStore(storage, PAGE).set('token-1')
    expect(sessionStore(storage, PAGE).get()).toBe('token-1')
    const reloaded = openFrameStorage(denied)
    expect(deviceSecret(reloaded)).not.toBe(device)
    expect(sessionStore(reloaded, PAGE).get()).toBeUndefined()
  })

  it('treats a storage that throws on write (a full or read-only one) as denied', () => {
    const readOnly = { ...webStorage(), setItem: () => denied() }
    expect(openFrameStorage(() => readOnly).kind).toBe('memory')
  })
})

describe('the Storage Access API in the frame', () => {
  it('is not asked for when the frame has its storage, nor at load while the browser would prompt', async () => {
    const doc = accessDocument(async () => ({ localStorage: webStorage() }))
    requestStorageAccessWhenUseful(doc, openFrameStorage(webStorage), {
      permissions: permissions('granted'),
      reopen: denied,
      onGranted: () => {},
    })
    doc.click()
    await settle()
    expect(doc.requestStorageAccess).not.toHaveBeenCalled()

    const memory = openFrameStorage(denied)
    requestStorageAccessWhenUseful(doc, memory, {
      permissions: permissions('prompt'),
      reopen: denied,
      onGranted: () => {},
    })
    await settle()
    expect(doc.requestStorageAccess).not.toHaveBeenCalled()
  })

  it("asks on the visitor's first click inside the frame, once, and keeps this page's session in what it grants", async () => {
    const granted = webStorage()
    const doc = accessDocument(async () => ({ localStorage: granted }))
    const storage = openFrameStorage(denied)
    const device = deviceSecret(storage)
    sessionStore(storage, PAGE).set('token-1')
    const onGranted = vi.fn()
    requestStorageAccessWhenUseful(doc, storage, {
      permissions: permissions('prompt'),
      reopen: denied,
      onGranted,
    })
    doc.click()
    doc.click()
    await settle()
    expect(doc.requestStorageAccess).toHaveBeenCalledTimes(1)
    expect(doc.requestStorageAccess).toHaveBeenCalledWith({ localStorage: true })
    expect(storage.kind).toBe('granted')
    expect(onGranted).toHaveBeenCalledTimes(1)
    // What the visitor did in this page outlives it now.
    const reloaded = openFrameStorage(() => granted)
    expect(deviceSecret(reloaded)).toBe(device)
    expect(sessionStore(reloaded, PAGE).get()).toBe('token-1')
  })

  it('leaves a click that creates a passkey to the passkey, and asks on the next other click', async () => {
    const doc = accessDocument(async () => ({ localStorage: webStorage() }))
    const storage = openFrameStorage(denied)
    requestStorageAccessWhenUseful(doc, storage, {
      permissions: permissions('prompt'),
      reopen: denied,
      onGranted: () => {},
    })
    // 'Add a passkey' (or its label inside it): a refused request would spend the activation the
    // passkey needs, so nothing is asked.
    const addPasskey = { closest: (selector: string) => (selector === `[${CREATES_PASSKEY}]` ? {} : null) }
    doc.click(addPasskey)
    await settle()
    expect(doc.requestStorageAccess).not.toHaveBeenCalled()
    // Done (an ordinary button): asked now, once.
    doc.click({ closest: () => null })
    doc.click()
    await settle()
    expect(doc.requestStorageAccess).toHaveBeenCalledTimes(1)
    expect(storage.kind).toBe('granted')
  })

  it('takes an earlier grant at load without a prompt: the stored device and session win over a fresh memory', async () => {
    const granted = webStorage()
    granted.setItem('foyer-secure:device', 'b'.repeat(64))
    granted.setItem(`foyer-secure:session:${PAGE}`, 'token-old')
    const doc = accessDocument(async () => ({ localStorage: granted }))
    const storage = openFrameStorage(denied)
    const fresh = deviceSecret(storage)
    let device = fresh
    requestStorageAccessWhenUseful(doc, storage, {
      permissions: permissions('granted'),
      reopen: denied,
      onGranted: () => {
        device = deviceSecret(storage)
      },
    })
    await settle()
    expect(doc.requestStorageAccess).toHaveBeenCalledTimes(1)
    expect(device).toBe('b'.repeat(64))
    expect(sessionStore(storage, PAGE).get()).toBe('token-old')
  })

  it('stays in memory, without an error, when the browser refuses', async () => {
    const doc = accessDocument(async () => {
      throw new DOMException('requestStorageAccess not allowed', 'NotAllowedError')
    })
    const storage = openFrameStorage(denied)
    sessionStore(storage, PAGE).set('token-1')
    const onGranted = vi.fn()
    requestStorageAccessWhenUseful(doc, storage, { permissions: undefined, reopen: denied, onGranted })
    doc.click()
    await settle()
    expect(doc.requestStorageAccess).toHaveBeenCalledTimes(1)
    expect(storage.kind).toBe('memory')
    expect(sessionStore(storage, PAGE).get()).toBe('token-1')
    expect(onGranted).not.toHaveBeenCalled()
  })
})
