export interface PromiseCacheParameters {
  /** How long a fulfilled value is reused, in ms. */
  maxAge: number
  /** How long a rejection is reused before the next call tries again, in ms (short: failures are often passing). */
  failureMaxAge: number
  /** Clock in ms; Date.now by default. */
  now?: () => number
}

export interface PromiseCache<T> {
  /**
   * The cached promise for `key`, else the one `load` returns, which is cached at once: concurrent
   * calls for the same key share one lookup.
   */
  get(key: string, load: () => Promise<T>): Promise<T>
  /** Forgets every entry. */
  clear(): void
}

interface Entry<T> {
  promise: Promise<T>
  /** Until it settles the entry never expires, so a slow lookup is not started twice. */
  expiresAt: number
}

/**
 * A small keyed cache of promises with one lifetime for values and a shorter one for failures.
 * It replaces a query client where all that is needed is "reuse this answer for a while".
 */
export function createPromiseCache<T>(parameters: PromiseCacheParameters): PromiseCache<T> {
  const { maxAge, failureMaxAge, now = Date.now } = parameters
  const entries = new Map<string, Entry<T>>()

  const prune = (time: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key)
  }

  return {
    get(key, load) {
      const time = now()
      const hit = entries.get(key)
      if (hit && hit.expiresAt > time) return hit.promise
      prune(time)
      const promise = Promise.resolve().then(load)
      const entry: Entry<T> = { promise, expiresAt: Number.POSITIVE_INFINITY }
      entries.set(key, entry)
      // Both handlers: this bookkeeping branch never leaves an unhandled rejection behind.
      promise.then(
        () => {
          entry.expiresAt = now() + maxAge
        },
        () => {
          entry.expiresAt = now() + failureMaxAge
        },
      )
      return promise
    },
    clear() {
      entries.clear()
    },
  }
}
