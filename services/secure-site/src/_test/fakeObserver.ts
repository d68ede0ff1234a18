// A stand-in for Chromium's IntersectionObserver v2 in happy-dom (which has no isVisible): the test
// delivers the entries the browser would.
import type { ObserverWindow, VisibilityEntry } from '../frame/visibilityGate.js'

export interface FakeObserver {
  options: IntersectionObserverInit & { trackVisibility?: boolean; delay?: number }
  targets: Element[]
  pending: VisibilityEntry[]
  /** Delivers entries as the browser does after its delay. */
  deliver(entry: VisibilityEntry): void
  disconnected: boolean
}

/** A window whose IntersectionObserver reports `isVisible`; `observers` holds each one made. */
export function fakeObserverWindow(): ObserverWindow & { observers: FakeObserver[] } {
  const observers: FakeObserver[] = []
  // Chromium defines isVisible as a getter on the prototype, which is what the guard looks for.
  class Entry {
    get isVisible() {
      return false
    }
  }
  class Observer {
    readonly fake: FakeObserver
    constructor(callback: (entries: VisibilityEntry[]) => void, options: FakeObserver['options']) {
      this.fake = {
        options,
        targets: [],
        pending: [],
        disconnected: false,
        deliver: (entry) => callback([entry]),
      }
      observers.push(this.fake)
    }
    observe(target: Element) {
      this.fake.targets.push(target)
    }
    takeRecords() {
      return this.fake.pending.splice(0)
    }
    disconnect() {
      this.fake.disconnected = true
    }
  }
  return {
    observers,
    IntersectionObserver: Observer as unknown as typeof IntersectionObserver,
    IntersectionObserverEntry: Entry as unknown as typeof IntersectionObserverEntry,
  }
}

export const VISIBLE: VisibilityEntry = { isIntersecting: true, intersectionRatio: 1, isVisible: true }
/** What Chromium reports for a frame at opacity 0.0001 or under another element. */
export const HIDDEN: VisibilityEntry = { isIntersecting: true, intersectionRatio: 1, isVisible: false }
