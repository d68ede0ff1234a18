import type { AnalyticsEvent } from '@foyer/wire'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_FLUSH_MS, ANALYTICS_MAX_QUEUED, createAnalyticsQueue } from './queue.js'

const event = (name: string): AnalyticsEvent => ({
  eventId: name,
  url: 'https://app.example/',
  domain: 'app.example',
  timestamp: Date.UTC(2026, 0, 1),
  props: { type: 'track', event: name },
})

function setup(overrides: { enabled?: () => Promise<boolean>; intent?: boolean } = {}) {
  const posted: string[] = []
  const beaconed: string[] = []
  let intent = overrides.intent ?? true
  const enabled = vi.fn(overrides.enabled ?? (async () => true))
  const post = vi.fn(async (e: AnalyticsEvent) => {
    posted.push(e.eventId)
  })
  const queue = createAnalyticsQueue({
    enabled,
    post,
    beacon: (e) => {
      beaconed.push(e.eventId)
      return true
    },
    hasIntent: () => intent,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  })
  return { queue, posted, beaconed, enabled, post, act: () => (intent = true) }
}

describe('the analytics queue', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('holds events and sends them together on the next flush, asking the config once', async () => {
    const { queue, posted, enabled } = setup()
    queue.add(event('MODAL_OPEN'))
    queue.add(event('SELECT_WALLET'))
    expect(posted).toEqual([])
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS)
    expect(posted).toEqual(['MODAL_OPEN', 'SELECT_WALLET'])
    queue.add(event('CONNECT_SUCCESS'))
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS)
    expect(posted).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS'])
    expect(enabled).toHaveBeenCalledTimes(1)
  })

  it('sends nothing, config included, before the visitor has acted on the page', async () => {
    const { queue, posted, enabled, act } = setup({ intent: false })
    queue.add(event('MODAL_OPEN'))
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 3)
    expect(posted).toEqual([])
    expect(enabled).not.toHaveBeenCalled()
    act()
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS)
    expect(posted).toEqual(['MODAL_OPEN'])
  })

  it('drops everything when the project collects no events, or its config cannot be read', async () => {
    for (const enabled of [async () => false, () => Promise.reject(new Error('offline'))]) {
      const { queue, posted, post } = setup({ enabled })
      queue.add(event('MODAL_OPEN'))
      await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS)
      queue.add(event('MODAL_CLOSE'))
      await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS)
      queue.flushOnExit()
      expect(posted).toEqual([])
      expect(post).not.toHaveBeenCalled()
    }
  })

  it('drops a failed post silently and never sends it again', async () => {
    const { queue, post } = setup()
    post.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    queue.add(event('MODAL_OPEN'))
    await expect(vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS)).resolves.toBeDefined()
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 2)
    expect(post).toHaveBeenCalledTimes(1)
  })

  it('keeps at most the newest ANALYTICS_MAX_QUEUED events while waiting', async () => {
    const { queue, posted, act } = setup({ intent: false })
    for (let i = 0; i < ANALYTICS_MAX_QUEUED + 5; i++) queue.add(event(`E${i}`))
    act()
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS)
    expect(posted).toHaveLength(ANALYTICS_MAX_QUEUED)
    expect(posted[0]).toBe('E5')
  })

  it('sends what is queued by beacon when the page goes away, once the project is known to collect', async () => {
    const { queue, posted, beaconed } = setup()
    queue.add(event('MODAL_OPEN'))
    queue.flushOnExit()
    // The config has not answered yet: nothing goes out unasked, the event waits.
    expect(beaconed).toEqual([])
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS)
    queue.add(event('MODAL_CLOSE'))
    queue.flushOnExit()
    expect(beaconed).toEqual(['MODAL_CLOSE'])
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS)
    expect(posted).toEqual(['MODAL_OPEN'])
  })

  it('sends nothing after stop()', async () => {
    const { queue, posted } = setup()
    queue.add(event('MODAL_OPEN'))
    queue.stop()
    queue.add(event('MODAL_CLOSE'))
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 2)
    expect(posted).toEqual([])
  })
})
