import type { AdapterEvent, AdapterEventMap, AdapterListener } from './types.js'

/**
 * A small typed emitter for an adapter's events (every adapter needs one); a throwing listener is
 * reported later and never stops the others.
 *
 * @example
 * const events = createAdapterEmitter()
 * events.emit('chainChanged', { chainId: 1 })
 */
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
