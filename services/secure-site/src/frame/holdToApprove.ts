// Where the browser cannot say whether the card is visible, Approve needs a press and hold: a click
// the page lures onto an invisible card is short, a hold of 1.5 s is not. Pointer or keyboard (Space or
// Enter held); letting go, leaving the button or losing focus starts again.

/** How long Approve must be held where visibility cannot be checked. */
const HOLD_MS = 1500
const TICK_MS = 50

export interface HoldOptions {
  holdMs?: number
  /** 0 to 1 while held, 0 again when let go early. */
  onProgress(fraction: number): void
  /** The hold is complete. */
  onDone(): void
}

/** Makes `button` act only after a hold; returns a function that removes the listeners. */
export function holdToApprove(button: HTMLElement, options: HoldOptions): () => void {
  const holdMs = options.holdMs ?? HOLD_MS
  let started: number | undefined
  let ticker: ReturnType<typeof setInterval> | undefined
  const stop = () => {
    clearInterval(ticker)
    ticker = undefined
    started = undefined
  }
  const cancel = () => {
    if (started === undefined) return
    stop()
    options.onProgress(0)
  }
  const start = () => {
    if (started !== undefined) return
    started = Date.now()
    options.onProgress(0)
    ticker = setInterval(() => {
      const fraction = Math.min(1, (Date.now() - (started ?? Date.now())) / holdMs)
      options.onProgress(fraction)
      if (fraction < 1) return
      stop()
      options.onDone()
    }, TICK_MS)
  }
  const isHoldKey = (event: KeyboardEvent) => event.key === ' ' || event.key === 'Enter'
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isHoldKey(event)) return
    // The button's own click on Enter/Space does nothing in this mode; the hold is what counts.
    event.preventDefault()
    if (!event.repeat) start()
  }
  const onKeyUp = (event: KeyboardEvent) => {
    if (!isHoldKey(event)) return
    event.preventDefault()
    cancel()
  }
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return
    start()
  }
  const listeners: [string, EventListener][] = [
    ['pointerdown', onPointerDown as EventListener],
    ['pointerup', cancel],
    ['pointerleave', cancel],
    ['pointercancel', cancel],
    ['keydown', onKeyDown as EventListener],
    ['keyup', onKeyUp as EventListener],
    ['blur', cancel],
  ]
  for (const [type, listener] of listeners) button.addEventListener(type, listener)
  return () => {
    stop()
    for (const [type, listener] of listeners) button.removeEventListener(type, listener)
  }
}
