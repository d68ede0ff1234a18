import { type KeyboardEvent, type RefObject, useCallback } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Elements of `container` reachable with Tab, in document order. */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  )
}

/** A keydown handler that keeps Tab and Shift+Tab cycling inside `container`. */
export function useFocusTrap(container: RefObject<HTMLElement | null>) {
  return useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !container.current) return
      const elements = focusableIn(container.current)
      const first = elements[0]
      const last = elements.at(-1)
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const active = document.activeElement
      if (event.shiftKey && (active === first || active === container.current)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      }
    },
    [container],
  )
}
