import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { stubCloud } from './cloud.js'
import { destroyTestFoyers } from './testFoyer.js'

// A view is a lazy chunk, and on the real instance an open also loads core's own chunks (the
// directory, the WalletConnect pairing, the embedded wallet's flow): on a busy two-core machine the
// first of a file can take seconds. Waits may take that long; a test a little longer.
configure({ asyncUtilTimeout: 8000 })
vi.setConfig({ testTimeout: 15_000 })

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
