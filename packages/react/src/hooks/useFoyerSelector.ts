import type { FoyerInstance, FoyerState } from '@foyer/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useFoyerInstance } from './useFoyerContext.js'

/** Compares two selections; a component re-renders only when this returns false. */
export type EqualityFn<T> = (a: T, b: T) => boolean

/** Equal when both are the same value or objects with the same own keys holding identical values. */
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
 * Reads a slice of a FoyerInstance's state with useSyncExternalStore. The selection is cached per
 * state snapshot and kept while `isEqual` says it did not change, so components re-render only on
 * changes they read.
 */
export function useFoyerStore<T>(
  foyer: FoyerInstance,
  selector: (state: FoyerState) => T,
  isEqual: EqualityFn<T> = Object.is,
): T {
  const cache = useRef<{ state: FoyerState; selector: (state: FoyerState) => T; selection: T } | undefined>(
    undefined,
  )
  const subscribe = useCallback((onChange: () => void) => foyer.subscribe(() => onChange()), [foyer])
  const getSelection = () => {
    const state = foyer.getState()
    const cached = cache.current
    if (cached && cached.state === state && cached.selector === selector) return cached.selection
    const next = selector(state)
    if (cached && isEqual(cached.selection, next)) {
      cache.current = { state, selector, selection: cached.selection }
      return cached.selection
    }
    cache.current = { state, selector, selection: next }
    return next
  }
  return useSyncExternalStore(subscribe, getSelection, getSelection)
}

/** useFoyerStore over the provider's instance. */
export function useFoyerSelector<T>(selector: (state: FoyerState) => T, isEqual?: EqualityFn<T>): T {
  return useFoyerStore(useFoyerInstance(), selector, isEqual)
}
