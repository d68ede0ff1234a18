import { useInsertionEffect } from 'react'

/**
 * Adds a <style> element with `css` to <head> once per page, keyed by `id`; later calls with the
 * same id are no-ops, so many buttons or remounts never duplicate it.
 */
function injectStyle(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return
  const element = document.createElement('style')
  element.id = id
  element.textContent = css
  document.head.appendChild(element)
}

/** injectStyle before the first paint of the component that needs it. */
export function useStyle(id: string, css: string): void {
  useInsertionEffect(() => injectStyle(id, css), [id, css])
}
