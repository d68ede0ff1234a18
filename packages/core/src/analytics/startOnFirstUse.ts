import type { FoyerKernel } from '../instance/kernel.js'
import type { FoyerState } from '../store/types.js'
import type { Analytics } from './sendEvents.js'

declare module '../instance/caches.js' {
  interface InstanceCaches {
    /** The analytics, loading or started (startOnFirstUse.ts). */
    analytics?: Promise<Analytics | undefined>
  }
}

/**
 * Starts the analytics on the visitor's first opening of the modal or the app's first track()
 * (`before`: the state that opening changed); never with features.analytics false, and destroy() ends
 * them through the instance's lifetime. Their code comes after the connection code's chunk: the
 * changes made meanwhile are kept and replayed when it arrives, so a quick connect is not lost.
 */
export function startOnFirstUse(
  context: FoyerKernel,
  before: FoyerState,
): Promise<Analytics | undefined> | undefined {
  const { caches, store } = context
  if (!context.options.features.analytics || caches.analytics) return caches.analytics
  const changes: [FoyerState, FoyerState][] = []
  const stopRecording = store.subscribe((state, previous) => {
    changes.push([state, previous])
  })
  caches.analytics = context.actions
    .run((m) => m.loadAnalytics())
    .then(
      (m) => {
        stopRecording()
        return m.startAnalytics(context, before, changes)
      },
      () => {
        stopRecording()
        return undefined
      },
    )
  return caches.analytics
}
