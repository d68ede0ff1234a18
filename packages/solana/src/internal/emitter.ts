import type { AdapterEvent, AdapterEventMap, AdapterListener } from '@foyer/core'

/** The adapter's typed event emitter; a throwing listener is reported later and never stops the others. */
export function createEmitter() {
  const listeners = new Map<AdapterEvent, Set<(payload: never) => void>>()
  return {
    on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>): () => void {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (payload: never) => void)
      return () => {
        set.delete(listener as (payload: never) => void)
      }
    },
    emit<E extends AdapterEvent>(event: E, payload: AdapterEventMap[E]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as AdapterListener<E>)(payload)
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}

export type Emitter = ReturnType<typeof createEmitter>
