import type { Analytics } from '../analytics/sendEvents.js'
import type { FoyerAnalyticsEvent } from '../analytics/types.js'
import type { FoyerState } from '../store/types.js'
import type { FoyerContext } from './context.js'

export interface AnalyticsGate {
  /**
   * The visitor acted (opened the modal, connected): from here on the instance's events go out.
   * `before` is the state before that action, so its own events (MODAL_OPEN) count.
   */
  start(before: FoyerState): void
  track(event: FoyerAnalyticsEvent): void
  stop(): void
}

/**
 * The page-load side of analytics: nothing but this gate. The sending code loads with import() on the
 * visitor's first action, and never with `features.analytics: false`.
 */
export function createAnalyticsGate(context: () => FoyerContext): AnalyticsGate {
  let analytics: Promise<Analytics | undefined> | undefined
  let stopped = false
  const gate: AnalyticsGate = {
    start(before) {
      const ctx = context()
      if (analytics || stopped || !ctx.options.features.analytics) return
      analytics = ctx.onDemand
        .run((m) => m.loadAnalytics())
        .then((m) => (stopped ? undefined : m.startAnalytics(ctx, before)))
        .catch(() => undefined)
    },
    track(event) {
      gate.start(context().store.getState())
      void analytics?.then((started) => started?.track(event))
    },
    stop() {
      stopped = true
      void analytics?.then((started) => started?.stop())
    },
  }
  return gate
}
