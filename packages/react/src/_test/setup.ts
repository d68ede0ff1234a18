import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  for (const style of document.head.querySelectorAll('style[id^="foyer-"]')) style.remove()
})
