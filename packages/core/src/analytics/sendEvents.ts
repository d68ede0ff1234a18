import { type AnalyticsEvent, analyticsConfigResponseSchema } from '@foyer/wire'
import { apiGet } from '../api/request.js'
import { apiUrl } from '../api/url.js'
import type { FoyerKernel } from '../instance/kernel.js'
import type { FoyerState } from '../store/types.js'
import { type AnalyticsQueue, createAnalyticsQueue } from './queue.js'
import { eventsBetween } from './tracker.js'
import type { FoyerAnalyticsEvent } from './types.js'

export interface Analytics {
  track(event: FoyerAnalyticsEvent): void
  stop(): void
}

/** The `POST /e` body of one event, as the hosted kit writes it; undefined off a web page. */
function toWireEvent(
  context: Pick<FoyerKernel, 'store'>,
  { event, ...rest }: FoyerAnalyticsEvent,
  /** The state the event happened in (a replayed one's), by default the current one. */
  state: FoyerState = context.store.getState(),
): AnalyticsEvent | undefined {
  const location = globalThis.location
  if (!location || !/^https?:$/.test(location.protocol)) return undefined
  const address = state.accounts[state.activeNamespace]?.address
  return {
    eventId: crypto.randomUUID(),
    url: location.href,
    domain: location.hostname,
    timestamp: Date.now(),
    props: { type: 'track', event, ...rest, ...(address ? { address } : {}) },
  }
}

/** Whether the visitor has clicked, typed or touched the page (user activation); true where unknown. */
const hasIntent = () =>
  (globalThis.navigator as { userActivation?: { hasBeenActive: boolean } } | undefined)?.userActivation
    ?.hasBeenActive !== false

/**
 * Starts sending the instance's analytics events (loaded with import() on the visitor's first action
 * that makes one): reads them from the store's changes, queues them and posts them to apiUrl's `/e`
 * once the project's `/getAnalyticsConfig` says it collects them.
 */
export function startAnalytics(
  context: FoyerKernel,
  before: FoyerState,
  changes: readonly (readonly [FoyerState, FoyerState])[] = [],
): Analytics | undefined {
  // destroy() came first, or comes later: nothing starts, or everything stops.
  if (context.signal.aborted) return undefined
  const url = apiUrl(context.options, '/e')
  // text/plain is a simple request: no preflight, and the cloud reads any content type as JSON.
  const body = (event: AnalyticsEvent) => JSON.stringify(event)
  const queue: AnalyticsQueue = createAnalyticsQueue({
    enabled: () =>
      apiGet(context, '/getAnalyticsConfig', {}, analyticsConfigResponseSchema).then(
        (answer) => answer.isAnalyticsEnabled,
      ),
    post: (event) =>
      fetch(url, {
        method: 'POST',
        body: body(event),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        keepalive: true,
      }),
    beacon: (event) => globalThis.navigator?.sendBeacon?.(url, body(event)) ?? false,
    hasIntent,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  })
  const track = (event: FoyerAnalyticsEvent, state?: FoyerState) => {
    const wire = toWireEvent(context, event, state)
    if (wire) queue.add(wire)
  }
  // What the visitor's first action changed (the modal opening), then each change made while this code
  // was loading (`changes`, recorded by the instance), in order.
  const opened = changes[0]?.[1] ?? context.store.getState()
  for (const event of eventsBetween(opened, before)) track(event, opened)
  for (const [state, previous] of changes)
    for (const event of eventsBetween(state, previous)) track(event, state)
  const unsubscribe = context.store.subscribe((state, prev) => {
    for (const event of eventsBetween(state, prev)) track(event)
  })
  const onHide = () => {
    if (document.visibilityState === 'hidden') queue.flushOnExit()
  }
  const onPageHide = () => queue.flushOnExit()
  const page = typeof window === 'undefined' ? undefined : window
  page?.addEventListener('pagehide', onPageHide)
  page?.document.addEventListener('visibilitychange', onHide)
  const stop = () => {
    unsubscribe()
    queue.stop()
    page?.removeEventListener('pagehide', onPageHide)
    page?.document.removeEventListener('visibilitychange', onHide)
  }
  context.signal.addEventListener('abort', stop, { once: true })
  return { track, stop }
}
