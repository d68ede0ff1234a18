import { createFakeDirectoryFetch, createFakeWallets } from '@foyer/core/testing'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// Opening a real instance's modal loads the wallet directory; no unit test may reach a real port
// (the local stack may be running on 4000), so every test answers from a small fake directory.
beforeEach(() => {
  vi.stubGlobal('fetch', createFakeDirectoryFetch(createFakeWallets(8)).fetch)
})

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  for (const style of document.head.querySelectorAll('style[id^="foyer-"]')) style.remove()
})
