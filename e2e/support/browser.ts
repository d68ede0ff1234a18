import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest'
import { launchChromium, type StorageMode } from './chromium.js'

const screenshots = join(dirname(fileURLToPath(import.meta.url)), '../screenshots')

/**
 * One headless Debian Chromium per test file (or per describe it is called in), with a fresh profile.
 * `storage`: what the secure site's frame may keep (support/chromium.ts; Chromium's default: partitioned).
 */
export function useBrowser({ storage = 'partitioned' }: { storage?: StorageMode } = {}) {
  const state: { browser?: Browser } = {}
  beforeAll(async () => {
    state.browser = await launchChromium({ storage })
  })
  afterAll(async () => {
    await state.browser?.close()
  })

  /**
   * A new page in a fresh context; console errors are collected, and a failing test saves a screenshot.
   * `device`: the context's own options over the 1280 x 800 desktop (a phone: viewport, hasTouch, isMobile).
   */
  async function newPage(
    options: { init?: (context: BrowserContext) => Promise<void>; device?: BrowserContextOptions } = {},
  ) {
    if (!state.browser) throw new Error('useBrowser(): the browser is not launched yet')
    const context = await state.browser.newContext({
      viewport: { width: 1280, height: 800 },
      ...options.device,
    })
    await options.init?.(context)
    const page = await context.newPage()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(error.message))
    onTestFailed(async ({ task }) => {
      mkdirSync(screenshots, { recursive: true })
      const file = join(screenshots, `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`)
      await page.screenshot({ path: file, fullPage: true }).catch(() => {})
    })
    return { page, context, consoleErrors }
  }

  return { newPage, urls: () => inject('urls'), storage }
}

export type { Page, StorageMode }
