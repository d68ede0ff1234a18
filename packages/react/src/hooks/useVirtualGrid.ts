import { type RefObject, useEffect, useState } from 'react'

export interface VirtualGridOptions {
  itemCount: number
  columns: number
  /** Height of one row in px; the CSS must give rows exactly this height. */
  rowHeight: number
  /** The scrolling element. */
  scrollRef: RefObject<HTMLElement | null>
  /** Rows rendered above and below the visible ones, so fast scrolling shows no gap. Default 2. */
  overscanRows?: number
  /** Used while the element reports no height (before layout, or in jsdom). */
  fallbackHeight: number
}

export interface VirtualGridRange {
  /** Index of the first item to render. */
  start: number
  /** One past the last item to render. */
  end: number
  /** Space standing in for the rows above and below the rendered ones, in px. */
  paddingTop: number
  paddingBottom: number
}

/**
 * Windowing for a fixed-row-height grid: only the rows in view plus a few more are rendered, so a
 * list of thousands keeps a small DOM. Follows the scroll position and size of `scrollRef`.
 *
 * @example
 * ```tsx
 * import { useRef } from 'react'
 * import { useVirtualGrid } from './useVirtualGrid.js'
 *
 * function NameGrid({ names }: { names: readonly string[] }) {
 *   const scrollRef = useRef<HTMLDivElement>(null)
 *   const range = useVirtualGrid({ itemCount: names.length, columns: 4, rowHeight: 96, scrollRef, fallbackHeight: 400 })
 *   return (
 *     <div ref={scrollRef} style={{ height: 400, overflowY: 'auto' }}>
 *       <ul style={{ paddingTop: range.paddingTop, paddingBottom: range.paddingBottom }}>
 *         {names.slice(range.start, range.end).map((name) => (
 *           <li key={name} style={{ height: 96 }}>
 *             {name}
 *           </li>
 *         ))}
 *       </ul>
 *     </div>
 *   )
 * }
 * ```
 */
export function useVirtualGrid(options: VirtualGridOptions): VirtualGridRange {
  const { itemCount, columns, rowHeight, scrollRef, overscanRows = 2, fallbackHeight } = options
  const [viewport, setViewport] = useState({ top: 0, height: fallbackHeight })

  useEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const measure = () =>
      setViewport((previous) => {
        const next = { top: element.scrollTop, height: element.clientHeight || fallbackHeight }
        return previous.top === next.top && previous.height === next.height ? previous : next
      })
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    resize?.observe(element)
    return () => {
      element.removeEventListener('scroll', measure)
      resize?.disconnect()
    }
  }, [scrollRef, fallbackHeight])

  const rowCount = Math.ceil(itemCount / columns)
  const firstRow = Math.max(0, Math.floor(viewport.top / rowHeight) - overscanRows)
  const lastRow = Math.min(rowCount, Math.ceil((viewport.top + viewport.height) / rowHeight) + overscanRows)
  return {
    start: Math.min(itemCount, firstRow * columns),
    end: Math.min(itemCount, Math.max(firstRow, lastRow) * columns),
    paddingTop: firstRow * rowHeight,
    paddingBottom: Math.max(0, rowCount - Math.max(firstRow, lastRow)) * rowHeight,
  }
}
