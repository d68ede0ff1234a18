import { type RefObject, useEffect } from 'react'

/**
 * Calls `onVisible` when `sentinelRef` comes within 200px of `rootRef`'s visible area (infinite
 * scroll). Re-observes whenever `key` changes, so a sentinel still in view after a page arrived
 * asks for the next one.
 */
export function useLoadOnVisible(
  sentinelRef: RefObject<HTMLElement | null>,
  rootRef: RefObject<HTMLElement | null>,
  onVisible: () => void,
  options: { enabled: boolean; key: unknown },
): void {
  const { enabled, key } = options
  // biome-ignore lint/correctness/useExhaustiveDependencies: key re-arms the observer on purpose.
  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((record) => record.isIntersecting)) onVisible()
      },
      { root: rootRef.current, rootMargin: '200px 0px' },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [sentinelRef, rootRef, onVisible, enabled, key])
}
