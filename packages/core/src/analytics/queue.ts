import type { AnalyticsEvent } from '@foyer/wire'

/** How often queued events go out while the page is open. */
export const ANALYTICS_FLUSH_MS = 5_000
/** Events kept while waiting (for the visitor's first action or the next flush); older ones drop. */
export const ANALYTICS_MAX_QUEUED = 50

export interface AnalyticsQueueDeps {
  /** Whether the project collects events (`GET /getAnalyticsConfig`), asked once; a failure means no. */
  enabled(): Promise<boolean>
  /** Sends one event; a failure is dropped, never retried or shown. */
  post(event: AnalyticsEvent): Promise<unknown>
  /** Sends one event as the page goes away (sendBeacon); false when the browser refused it. */
  beacon(event: AnalyticsEvent): boolean
  /** Whether the visitor has acted on the page (a click, a key, a touch): nothing goes out before. */
  hasIntent(): boolean
  setTimer(run: () => void, ms: number): unknown
  clearTimer(timer: unknown): void
}

export interface AnalyticsQueue {
  add(event: AnalyticsEvent): void
  /** Sends what is queued (after the visitor's first action, when the project collects events). */
  flush(): Promise<void>
  /** The page is being hidden or left: what is queued goes out by beacon, or is dropped. */
  flushOnExit(): void
  /** Drops everything and sends nothing more (destroy(), or the project collects no events). */
  stop(): void
}

/**
 * Batches analytics events: each event waits in memory and goes out with the others on the next
 * flush (every ANALYTICS_FLUSH_MS) or when the page is hidden. The cloud's `POST /e` takes one event
 * per request, as the hosted service does, so a flush posts each event of the batch.
 */
export function createAnalyticsQueue(deps: AnalyticsQueueDeps): AnalyticsQueue {
  let queued: AnalyticsEvent[] = []
  let timer: unknown
  let stopped = false
  /** Known once the config answered: undefined until then. */
  let collecting: boolean | undefined

  const schedule = () => {
    if (timer !== undefined || stopped) return
    timer = deps.setTimer(() => {
      timer = undefined
      void queue.flush()
    }, ANALYTICS_FLUSH_MS)
  }

  const stop = () => {
    stopped = true
    queued = []
    if (timer !== undefined) deps.clearTimer(timer)
    timer = undefined
  }

  const queue: AnalyticsQueue = {
    add(event) {
      if (stopped) return
      queued.push(event)
      if (queued.length > ANALYTICS_MAX_QUEUED) queued.shift()
      schedule()
    },
    async flush() {
      if (stopped || queued.length === 0) return
      // An app may open the modal itself at load: its events wait for the visitor.
      if (!deps.hasIntent()) return schedule()
      collecting ??= await deps.enabled().catch(() => false)
      if (!collecting) return stop()
      const batch = queued
      queued = []
      await Promise.all(batch.map((event) => deps.post(event).catch(() => undefined)))
    },
    flushOnExit() {
      if (stopped || queued.length === 0 || !collecting || !deps.hasIntent()) return
      const batch = queued
      queued = []
      for (const event of batch) {
        try {
          deps.beacon(event)
        } catch {
          // Dropped: the page is leaving.
        }
      }
    },
    stop,
  }
  return queue
}
