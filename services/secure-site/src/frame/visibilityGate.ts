// Approve takes a click only after the card has been seen: Chromium's IntersectionObserver v2 tells the
// frame whether its card is really visible (not transparent, transformed, filtered or covered by the
// page), and the card must stay so for half a second; any loss starts the half second again. Where the
// browser cannot tell, Approve needs a press and hold instead (holdToApprove.ts).

/** How long the card must have been visible before Approve takes a click. */
const VISIBLE_FOR_MS = 500
/** The smallest delay Chromium accepts with trackVisibility. */
const OBSERVER_DELAY_MS = 100
/** Nearly all of the card must be on screen (a rounding margin below 1). */
const MIN_RATIO = 0.99

/** What the gate reads from an IntersectionObserver entry. */
export interface VisibilityEntry {
  isIntersecting: boolean
  intersectionRatio: number
  /** IntersectionObserver v2; undefined where the browser does not track visibility. */
  isVisible?: boolean
}

interface VisibilityGate {
  /** True once the card has been visible for VISIBLE_FOR_MS without a break. */
  readonly ready: boolean
  /** Feeds the observer's entries for the card; the last one counts. */
  update(entries: readonly VisibilityEntry[]): void
  dispose(): void
}

/** The gate's clock: when the card is seen, ready VISIBLE_FOR_MS later unless it is lost meanwhile. */
export function createVisibilityGate(onChange: (ready: boolean) => void, visibleForMs = VISIBLE_FOR_MS) {
  let ready = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const set = (next: boolean) => {
    if (next === ready) return
    ready = next
    onChange(next)
  }
  const gate: VisibilityGate = {
    get ready() {
      return ready
    },
    update(entries) {
      const last = entries[entries.length - 1]
      if (!last) return
      const visible = last.isVisible === true && last.isIntersecting && last.intersectionRatio >= MIN_RATIO
      if (!visible) {
        clearTimeout(timer)
        timer = undefined
        set(false)
        return
      }
      if (ready || timer) return
      timer = setTimeout(() => {
        timer = undefined
        set(true)
      }, visibleForMs)
    },
    dispose() {
      clearTimeout(timer)
      timer = undefined
      ready = false
    },
  }
  return gate
}

/** The parts of a window the guard uses; tests pass a fake observer. */
export interface ObserverWindow {
  IntersectionObserver?: typeof IntersectionObserver
  IntersectionObserverEntry?: typeof IntersectionObserverEntry
}

/** Whether the browser reports `isVisible` (IntersectionObserver v2, Chromium since 74). */
export function tracksVisibility(win: ObserverWindow): boolean {
  const entry = win.IntersectionObserverEntry
  return typeof win.IntersectionObserver === 'function' && !!entry && 'isVisible' in entry.prototype
}

export type ApproveGuard =
  | {
      mode: 'visibility'
      /** Whether Approve may act now; reads the observer's pending entries first. */
      check(): boolean
      dispose(): void
    }
  | { mode: 'hold'; dispose(): void }

/**
 * Watches `card` and says when Approve may act. With IntersectionObserver v2 it is the visibility
 * gate; without it, 'hold' (the caller then asks for a press and hold).
 */
export function guardApprove(
  card: Element,
  win: ObserverWindow,
  onChange: (ready: boolean) => void,
): ApproveGuard {
  const Observer = win.IntersectionObserver
  if (!Observer || !tracksVisibility(win)) return { mode: 'hold', dispose() {} }
  const gate = createVisibilityGate(onChange)
  const observer = new Observer((entries) => gate.update(entries), {
    threshold: [MIN_RATIO],
    trackVisibility: true,
    delay: OBSERVER_DELAY_MS,
  } as IntersectionObserverInit)
  observer.observe(card)
  return {
    mode: 'visibility',
    check() {
      // Entries the browser computed but has not delivered yet (a page that just hid the frame).
      gate.update(observer.takeRecords())
      return gate.ready
    },
    dispose() {
      observer.disconnect()
      gate.dispose()
    },
  }
}
