import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { StorageMode } from './chromium.js'

const DEVICE_KEY = 'foyer-secure:device'

/** The keys of a document's localStorage, or 'denied' when reading it throws. */
const storageKeys = () => {
  try {
    return Object.keys(window.localStorage).sort()
  } catch {
    return 'denied' as const
  }
}

/**
 * Shows what the browser gave the secure site's frame on this page: in `partitioned` mode its own
 * localStorage (the device secret is there), apart from the secure site's storage as a top-level page
 * (which holds none of it); in `blocked` mode no localStorage at all.
 */
export async function expectFrameStorage(page: Page, secureSite: string, mode: StorageMode) {
  const frame = page.frames().find((f) => f.url().startsWith(`${secureSite}/sdk`))
  if (!frame) throw new Error(`No frame of ${secureSite} on the page`)
  const inFrame = await frame.evaluate(storageKeys)
  if (mode === 'blocked') {
    expect(inFrame).toBe('denied')
    return
  }
  expect(inFrame).toContain(DEVICE_KEY)
  // The secure site opened on its own (first party) has a storage of its own: the frame's is partitioned.
  const topLevel = await page.context().newPage()
  await topLevel.goto(`${secureSite}/sdk`)
  expect(await topLevel.evaluate(storageKeys)).not.toContain(DEVICE_KEY)
  await topLevel.close()
}
