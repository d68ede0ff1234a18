/** Timeouts an instance owns, so destroy() can cancel every one of them. */
export interface Timers {
  set(callback: () => void, ms: number): ReturnType<typeof setTimeout>
  clear(id: ReturnType<typeof setTimeout> | undefined): void
  /** Resolves after ms (never, once cleared by clearAll). */
  delay(ms: number): Promise<void>
  clearAll(): void
}

export function createTimers(): Timers {
  const pending = new Set<ReturnType<typeof setTimeout>>()
  const timers: Timers = {
    set(callback, ms) {
      const id = setTimeout(() => {
        pending.delete(id)
        callback()
      }, ms)
      pending.add(id)
      return id
    },
    clear(id) {
      if (id === undefined) return
      clearTimeout(id)
      pending.delete(id)
    },
    delay: (ms) => new Promise((resolve) => timers.set(resolve, ms)),
    clearAll() {
      for (const id of pending) clearTimeout(id)
      pending.clear()
    },
  }
  return timers
}
