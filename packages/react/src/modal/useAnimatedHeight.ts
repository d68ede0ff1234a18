import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * Tracks the content height so the wrapper can transition between views (150 ms). Undefined
 * where ResizeObserver is missing: the wrapper then sizes naturally.
 */
export function useAnimatedHeight(content: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined)
  useLayoutEffect(() => {
    const element = content.current
    if (!element || typeof ResizeObserver === 'undefined') return
    // A zero height means no layout (hidden or a DOM without layout); keep the natural height then.
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight || undefined))
    observer.observe(element)
    return () => observer.disconnect()
  }, [content])
  return height
}
