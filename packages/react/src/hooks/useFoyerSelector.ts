import type { FoyerState } from '@foyer/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useFoyerContext } from './useFoyerContext.js'

type Cached<T> = [state: FoyerState, selector: unknown, selection: T]

/** Compares two selections; a component re-renders only when this returns false. */
export type EqualityFn<T> = (a: T, b: T) => boolean

/**
 * Equal when both are the same value or objects with the same own keys holding identical values: the
 * comparison for a selector that builds a new object each time.
 *
 * @example
 * ```ts
 * import { shallowEqual } from '@foyer/react'
 *
 * shallowEqual({ open: true, loading: false }, { open: true, loading: false }) // true
 * shallowEqual({ items: [1] }, { items: [1] }) // false: two different arrays
 * ```
 */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/**
 * Reads a slice of the provider's FoyerInstance state with useSyncExternalStore. The selection is cached per
 * state snapshot and kept while `isEqual` says it did not change, so components re-render only on
 * changes they read. On a server, and in the client's hydration render, it reads the provider's
 * server state instead (its `initialState`), so both renders agree whatever the live store holds; one
 * cache serves both, so a live state that selects the same as the server's causes no second render.
 *
 * @example
 * ```tsx
 * import { shallowEqual, useFoyerSelector } from '@foyer/react'
 *
 * function ModalStatus() {
 *   const status = useFoyerSelector((state) => state.accounts.eip155?.status)
 *   // A new object each time: shallowEqual keeps the last one while its fields are the same.
 *   const modal = useFoyerSelector((state) => ({ open: state.open, loading: state.loading }), shallowEqual)
 *   return (
 *     <p>
 *       {status ?? 'disconnected'}, modal {modal.open ? 'open' : 'closed'}
 *     </p>
 *   )
 * }
 * ```
 */
export function useFoyerSelector<T>(
  selector: (state: FoyerState) => T,
  isEqual: EqualityFn<T> = Object.is,
): T {
  // The provider owns the server state (made once per instance and initialState).
  const { foyer, serverState } = useFoyerContext()
  // [state, selector, selection] of the last selection; tuples, so the page's bundle carries no field names.
  const cache = useRef<Cached<T> | undefined>(undefined)
  // The server state's selection, kept apart: React asks for it twice in a row and wants the same value.
  const serverCache = useRef<Cached<T> | undefined>(undefined)
  const hit = (cached: Cached<T> | undefined, state: FoyerState): cached is Cached<T> =>
    cached?.[0] === state && cached[1] === selector
  const subscribe = useCallback((onChange: () => void) => foyer.subscribe(onChange), [foyer])
  const select = (state: FoyerState) => {
    const cached = cache.current
    if (hit(cached, state)) return cached[2]
    const next = selector(state)
    const selection = cached && isEqual(cached[2], next) ? cached[2] : next
    cache.current = [state, selector, selection]
    return selection
  }
  const getServerSelection = () => {
    const state = serverState()
    const cached = serverCache.current
    if (hit(cached, state)) return cached[2]
    const selection = select(state)
    serverCache.current = [state, selector, selection]
    return selection
  }
  return useSyncExternalStore(subscribe, () => select(foyer.getState()), getServerSelection)
}
