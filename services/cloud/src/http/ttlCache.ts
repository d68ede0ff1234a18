/**
 * A small in-process cache: entries expire `ttlMs` after they were set, and past `maxEntries` the
 * oldest goes first. With `ttlMs` 0 it stores nothing.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>()
  readonly #loading = new Map<string, Promise<V>>()

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 1000,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= now) {
      this.#entries.delete(key)
      return undefined
    }
    return entry.value
  }

  set(key: string, value: V, now = Date.now()): void {
    if (this.ttlMs <= 0) return
    this.#entries.delete(key)
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next()
      if (!oldest.done) this.#entries.delete(oldest.value)
    }
    this.#entries.set(key, { value, expires: now + this.ttlMs })
  }

  /**
   * Gets the cached value or computes, caches and returns it. Concurrent misses of one key share one
   * load (a burst of identical requests costs one query); a failure reaches every waiter and is not cached.
   */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key)
    if (hit !== undefined) return Promise.resolve(hit)
    let loading = this.#loading.get(key)
    if (!loading) {
      loading = load()
        .then((value) => {
          this.set(key, value)
          return value
        })
        .finally(() => this.#loading.delete(key))
      this.#loading.set(key, loading)
    }
    return loading
  }
}
