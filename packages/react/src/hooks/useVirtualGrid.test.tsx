import { act, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { useVirtualGrid } from './useVirtualGrid.js'

function Grid({ count }: { count: number }) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const range = useVirtualGrid({
    itemCount: count,
    columns: 4,
    rowHeight: 100,
    scrollRef,
    fallbackHeight: 400,
  })
  const items = Array.from({ length: range.end - range.start }, (_, i) => range.start + i)
  return (
    <div ref={scrollRef} data-testid="scroll" style={{ height: 400, overflowY: 'auto' }}>
      <ul style={{ paddingTop: range.paddingTop, paddingBottom: range.paddingBottom }}>
        {items.map((i) => (
          <li key={i}>item {i}</li>
        ))}
      </ul>
    </div>
  )
}

describe('useVirtualGrid', () => {
  it('renders only the rows in view plus the overscan, for 1,000 items', () => {
    render(<Grid count={1000} />)
    const items = screen.getAllByRole('listitem')
    // 4 rows in view + 2 overscan below, 4 columns.
    expect(items.length).toBe(24)
    expect(items[0]?.textContent).toBe('item 0')
    // The padding keeps the full height: 250 rows of 100px.
    const list = screen.getByRole('list')
    expect(Number.parseInt(list.style.paddingBottom, 10) + 6 * 100).toBe(250 * 100)
  })

  it('follows the scroll position and keeps the DOM bounded at the end', () => {
    render(<Grid count={1000} />)
    const scroll = screen.getByTestId('scroll')
    act(() => {
      scroll.scrollTop = 100 * 100
      fireEvent.scroll(scroll)
    })
    let items = screen.getAllByRole('listitem')
    // Rows 98..105: 2 overscan above, 4 in view, 2 below.
    expect(items[0]?.textContent).toBe('item 392')
    expect(items.length).toBe(32)
    expect(screen.getByRole('list').style.paddingTop).toBe('9800px')

    act(() => {
      scroll.scrollTop = 250 * 100 - 400
      fireEvent.scroll(scroll)
    })
    items = screen.getAllByRole('listitem')
    expect(items.at(-1)?.textContent).toBe('item 999')
    expect(items.length).toBeLessThanOrEqual(100)
    expect(screen.getByRole('list').style.paddingBottom).toBe('0px')
  })

  it('renders every item of a short list', () => {
    render(<Grid count={5} />)
    expect(screen.getAllByRole('listitem').length).toBe(5)
  })
})
