import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef } from 'react'

const MOVES: Readonly<Record<string, (columns: number) => number>> = {
  ArrowRight: () => 1,
  ArrowLeft: () => -1,
  ArrowDown: (columns) => columns,
  ArrowUp: (columns) => -columns,
}

/**
 * Arrow keys move focus between the grid's cells (`data-index` on each button), Home and End to the
 * first and last. A cell outside the rendered window is scrolled into view first, then focused.
 */
export function useGridKeyboard(options: {
  scrollRef: RefObject<HTMLElement | null>
  itemCount: number
  columns: number
  rowHeight: number
}) {
  const { scrollRef, itemCount, columns, rowHeight } = options
  const pendingFocus = useRef<number | undefined>(undefined)

  const focusCell = useCallback(
    (index: number) => {
      const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)
      if (cell) {
        pendingFocus.current = undefined
        cell.focus()
        cell.scrollIntoView?.({ block: 'nearest' })
        return
      }
      // Not rendered: bring its row into view; the effect below focuses it once it renders.
      pendingFocus.current = index
      const element = scrollRef.current
      if (!element) return
      element.scrollTop = Math.floor(index / columns) * rowHeight
      element.dispatchEvent(new Event('scroll'))
    },
    [scrollRef, columns, rowHeight],
  )

  useEffect(() => {
    if (pendingFocus.current !== undefined) focusCell(pendingFocus.current)
  })

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const current = Number((event.target as HTMLElement).dataset.index)
      if (!Number.isInteger(current) || itemCount === 0) return
      const move = MOVES[event.key]
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? itemCount - 1
            : move
              ? current + move(columns)
              : undefined
      if (next === undefined) return
      event.preventDefault()
      focusCell(Math.min(itemCount - 1, Math.max(0, next)))
    },
    [itemCount, columns, focusCell],
  )
}
