import { useEffect, useState } from 'react'

/**
 * `value`, once it has stopped changing for `delayMs`: what a request per keystroke should follow.
 *
 * @example
 * ```tsx
 * import { useEffect, useState } from 'react'
 * import { useDebouncedValue } from './useDebouncedValue.js'
 *
 * function Search({ onSearch }: { onSearch(query: string): void }) {
 *   const [query, setQuery] = useState('')
 *   const settled = useDebouncedValue(query, 250)
 *   useEffect(() => onSearch(settled), [onSearch, settled])
 *   return <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
 * }
 * ```
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}
