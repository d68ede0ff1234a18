import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, testMainnet, testSepolia } from '../testing/index.js'
import { ANALYTICS_FLUSH_MS } from './queue.js'

const make = (extra: Partial<Parameters<typeof createFoyer>[0]> = {}) =>
  createFoyer({
    projectId: 'p',
    networks: [testMainnet, testSepolia],
    adapters: [createFakeAdapter()],
    storage: createMemoryStorage(),
    isMobile: false,
    apiUrl: 'https://api.example',
    ...extra,
  })

let requests: { url: string; body: unknown }[]
let collecting: boolean

beforeEach(() => {
  requests = []
  collecting = true
  vi.stubGlobal('location', {
    protocol: 'https:',
    href: 'https://app.example/shop?x=1',
    hostname: 'app.example',
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      if (url.includes('/getAnalyticsConfig')) return Response.json({ isAnalyticsEnabled: collecting })
      if (url.includes('/e?')) return Response.json({ ok: true }, { status: 202 })
      return Response.json({ data: [], count: 0 })
    }),
  )
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const sent = () => requests.filter((r) => new URL(r.url).pathname === '/e')
const names = () => sent().map((r) => (r.body as { props: { event: string } }).props.event)

describe('analytics', () => {
  it('sends nothing for a page that was only loaded', async () => {
    const foyer = make()
    await foyer.ready
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 2)
    expect(requests).toEqual([])
  })

  it("sends the visitor's modal and connection events in the hosted kit's shape, batched", async () => {
    const foyer = make()
    foyer.open()
    await foyer.connect('io.foyer.fake')
    foyer.open({ view: 'Networks' })
    await foyer.switchNetwork(testSepolia)
    foyer.track({ event: 'EMAIL_LOGIN_SELECTED' })
    // The analytics code comes after the connection code: what happened meanwhile is replayed.
    await vi.dynamicImportSettled()
    // Nothing goes out at once: the batch leaves on the next flush.
    expect(sent()).toEqual([])
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS)
    expect(names()).toEqual([
      'MODAL_OPEN',
      'CONNECT_SUCCESS',
      'MODAL_CLOSE',
      'MODAL_OPEN',
      'CLICK_NETWORKS',
      'SWITCH_NETWORK',
      'EMAIL_LOGIN_SELECTED',
    ])
    const [open, connected] = sent()
    expect(new URL(open?.url ?? '').searchParams.get('projectId')).toBe('p')
    expect(open?.body).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: 'https://app.example/shop?x=1',
      domain: 'app.example',
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
    expect(connected?.body).toMatchObject({
      props: {
        event: 'CONNECT_SUCCESS',
        properties: { method: 'browser', name: 'Fake Wallet' },
        address: foyer.getState().accounts.eip155?.address,
      },
    })
    expect(requests.filter((r) => r.url.includes('/getAnalyticsConfig'))).toHaveLength(1)
  })

  it('sends no event, and asks no config, with features.analytics false', async () => {
    const foyer = make({ features: { analytics: false } })
    foyer.open()
    await foyer.connect('io.foyer.fake')
    foyer.track({ event: 'EMAIL_LOGIN_SELECTED' })
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 2)
    expect(requests.filter((r) => /\/e\?|getAnalyticsConfig/.test(r.url))).toEqual([])
  })

  it("drops the events of a project that collects none (the project's config)", async () => {
    collecting = false
    const foyer = make()
    foyer.open()
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 2)
    foyer.close()
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 2)
    expect(sent()).toEqual([])
  })

  it('rejects a track() call without an event name', () => {
    const foyer = make()
    expect(() => foyer.track({} as never)).toThrow('Invalid option "track"')
  })

  it('stops with destroy()', async () => {
    const foyer = make()
    foyer.open()
    foyer.destroy()
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 2)
    expect(sent()).toEqual([])
  })
})
