import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { stubCloud } from './cloud.js'
import { destroyTestFoyers } from './testFoyer.js'

// A view is a lazy chunk, and on the real instance the first open also loads core's own chunks: on a
// busy two-core machine the first one of a file can take more than Testing Library's default second.
configure({ asyncUtilTimeout: 3000 })

// Opening a real instance's modal loads the wallet directory; no unit test may reach a real port
// (the local stack may be running on 4000), so every test answers from a stubbed cloud by default.
beforeEach(() => {
  stubCloud()
})

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  destroyTestFoyers()
  vi.unstubAllGlobals()
  for (const style of document.head.querySelectorAll('style[id^="foyer-"]')) style.remove()
})
