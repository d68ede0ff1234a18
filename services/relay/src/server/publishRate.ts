/** How often windows that ended are dropped (clients that left keep none for long). */
const SWEEP_MS = 60_000

/**
 * Publishes per client in fixed windows (a minute from the client's first publish in it), counted
 * synchronously: a publish is checked and queued in the turn its frame is read, so the publishes one
 * socket has in flight keep their order into the store (rate-limiter-flexible answers a promise).
 */
export class PublishRate {
  readonly #limit: number
  readonly #windowMs: number
  readonly #now: () => number
  readonly #windows = new Map<string, { count: number; endsAt: number }>()
  #sweptAt: number

  constructor(limit: number, windowMs = 60_000, now: () => number = Date.now) {
    this.#limit = limit
    this.#windowMs = windowMs
    this.#now = now
    this.#sweptAt = now()
  }

  /** Counts a publish of `clientId`; false when it is over the limit (and counts nothing). */
  take(clientId: string): boolean {
    const now = this.#now()
    if (now - this.#sweptAt >= SWEEP_MS) this.#sweep(now)
    let window = this.#windows.get(clientId)
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + this.#windowMs }
      this.#windows.set(clientId, window)
    }
    if (window.count >= this.#limit) return false
    window.count += 1
    return true
  }

  /** Clients with a window held (ended ones go at the next sweep). */
  get clients(): number {
    return this.#windows.size
  }

  #sweep(now: number): void {
    this.#sweptAt = now
    for (const [clientId, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(clientId)
  }
}
