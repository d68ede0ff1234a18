import type { AdapterEvent, AdapterEventMap, AdapterListener } from '@foyer/core'

/** A small typed emitter for the adapter's events; a throwing listener never stops the others. */
export function createAdapterEmitter() {
  const listeners = new Map<AdapterEvent, Set<(payload: never) => void>>()
  return {
    on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>): () => void {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
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

export type AdapterEmitter = ReturnType<typeof createAdapterEmitter>
