import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../storage/storage.js'
import {
  createFakeAdapter,
  createFakeDirectoryFetch,
  createFakeWallets,
  testMainnet,
} from '../testing/index.js'
import { provideConnectionCode } from './provideConnectionCode.js'

const make = (extra: Partial<Parameters<typeof createFoyer>[0]> = {}) =>
  createFoyer({
    projectId: 'p',
    networks: [testMainnet],
    adapters: [createFakeAdapter()],
    storage: createMemoryStorage(),
    isMobile: false,
    ...extra,
  })

describe('open', () => {
  it('opens Connect when disconnected and Account when connected', async () => {
    const foyer = make()
    foyer.open()
    expect(foyer.getState().router.history).toEqual([{ view: 'Connect' }])
    await foyer.connect('io.foyer.fake')
    foyer.close()
    foyer.open()
    expect(foyer.getState().router.history).toEqual([{ view: 'Account' }])
  })

  it('opens a named view or route directly', () => {
    const foyer = make()
    foyer.open({ view: 'Networks' })
    expect(foyer.getState().router.history).toEqual([{ view: 'Networks' }])
    foyer.open({ route: { view: 'ConnectingWalletConnect', data: { walletId: 'abc' } } })
    expect(foyer.getState().router.history).toEqual([
      { view: 'ConnectingWalletConnect', data: { walletId: 'abc' } },
    ])
  })

  it('opens AllWallets on mobile and ConnectingWalletConnectBasic on desktop in basic mode', () => {
    const mobile = make({ adapters: [], isMobile: () => true })
    mobile.open()
    expect(mobile.getState().router.history[0]?.view).toBe('AllWallets')
    const desktop = make({ adapters: [] })
    desktop.open()
    expect(desktop.getState().router.history[0]?.view).toBe('ConnectingWalletConnectBasic')
  })

  it('opens where a wallet connects on { connect: true }, even while connected', async () => {
    const foyer = make()
    await foyer.connect('io.foyer.fake')
    foyer.open({ connect: true })
    expect(foyer.getState().router.history).toEqual([{ view: 'Connect' }])
    const basic = make({ adapters: [] })
    basic.open({ connect: true })
    expect(basic.getState().router.history).toEqual([{ view: 'ConnectingWalletConnectBasic' }])
  })

  it('rejects an unknown view, and connect other than true', () => {
    expect(() => make().open({ view: 'Nope' as never })).toThrowError(/Invalid option "open"/)
    expect(() => make().open({ connect: false } as never)).toThrowError(/or \{ connect: true \}/)
  })
})

describe("the adapters' code", () => {
  /** One macrotask: where there is no requestIdleCallback (here), the idle wait is one. */
  const idle = () => new Promise((resolve) => setTimeout(resolve, 0))

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  /** The wallet directory answers only when `answer()` is called. */
  function heldDirectory() {
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    const directory = createFakeDirectoryFetch(createFakeWallets(8), async () => {
      await held
      return undefined
    })
    vi.stubGlobal('fetch', vi.fn(directory.fetch))
    return { answer, requests: directory.requests }
  }

  it('is asked for once the modal is here and the directory has answered, once, not by open() beside the modal', async () => {
    const directory = heldDirectory()
    const adapter = Object.assign(createFakeAdapter(), { preload: vi.fn() })
    const foyer = make({ adapters: [adapter] })
    foyer.open()
    // The connection code has arrived (connect runs through it) and the browser was idle: still nothing.
    await foyer.connect('io.foyer.fake')
    await idle()
    expect(adapter.preload).not.toHaveBeenCalled()
    // The modal renders (and renders again) while the wallet list waits for the directory: still nothing,
    // so the adapters' code does not race the first click's list.
    provideConnectionCode(foyer)
    provideConnectionCode(foyer)
    await vi.waitFor(() => expect(directory.requests.length).toBeGreaterThan(0))
    await idle()
    expect(adapter.preload).not.toHaveBeenCalled()
    // The directory answers: the adapters' code follows, once.
    directory.answer()
    await vi.waitFor(() => expect(adapter.preload).toHaveBeenCalledTimes(1))
    await idle()
    expect(adapter.preload).toHaveBeenCalledTimes(1)
  })

  it('is asked for after a failed directory answer too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    )
    const adapter = Object.assign(createFakeAdapter(), { preload: vi.fn() })
    const foyer = make({ adapters: [adapter] })
    foyer.open()
    provideConnectionCode(foyer)
    await vi.waitFor(() => expect(adapter.preload).toHaveBeenCalledTimes(1))
    expect(foyer.getState().walletDirectoryStatus.error).toBeDefined()
  })
})

describe('router through the instance', () => {
  it('pushes, replaces, goes back and resets, with directions', () => {
    const foyer = make()
    foyer.open()
    foyer.router.push('AllWallets')
    expect(foyer.getState().router.direction).toBe('next')
    foyer.router.replace('Networks')
    expect(foyer.getState().router.history.map((r) => r.view)).toEqual(['Connect', 'Networks'])
    foyer.router.goBack()
    expect(foyer.getState().router).toEqual({ history: [{ view: 'Connect' }], direction: 'prev' })
    const listener = vi.fn()
    foyer.subscribe(listener)
    foyer.router.goBack()
    expect(listener).not.toHaveBeenCalled()
    expect(foyer.getState().open).toBe(true)
    foyer.router.reset('Account')
    expect(foyer.getState().router.history).toEqual([{ view: 'Account' }])
  })
})

describe('close', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('closes ordinary views', () => {
    const foyer = make()
    foyer.open()
    expect(foyer.close()).toBe(true)
    expect(foyer.getState().open).toBe(false)
  })

  it('refuses ApproveTransaction with a 500 ms shake, unless forced', () => {
    const foyer = make()
    foyer.open({ view: 'ApproveTransaction' })
    expect(foyer.close()).toBe(false)
    expect(foyer.getState()).toMatchObject({ open: true, shake: true })
    vi.advanceTimersByTime(499)
    expect(foyer.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(foyer.getState().shake).toBe(false)
    expect(foyer.close({ force: true })).toBe(true)
    expect(foyer.getState().open).toBe(false)
  })

  it('refuses UnsupportedChain, and a second refusal restarts the shake', () => {
    const foyer = make()
    foyer.open({ view: 'UnsupportedChain' })
    expect(foyer.close()).toBe(false)
    vi.advanceTimersByTime(400)
    expect(foyer.close({ force: true })).toBe(false)
    vi.advanceTimersByTime(400)
    expect(foyer.getState().shake).toBe(true)
    vi.advanceTimersByTime(100)
    expect(foyer.getState().shake).toBe(false)
    expect(foyer.getState().open).toBe(true)
  })
})
