import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** What a page received before any click: its gzip bytes, and the code it fetched beyond its HTML's. */
export interface PageBytes {
  /** Gzip bytes of the scripts, stylesheets and document the page received from its origin so far. */
  total(): number
  /**
   * The scripts and stylesheets it received that its HTML does not reference (neither a script nor a
   * modulepreload): code fetched after the HTML, each with its gzip size ("actions.js 7.3 KiB").
   */
  afterHtml(): string[]
}

/** Follows what `page` receives from `origin` (scripts, stylesheets, documents), gzip-compressed. */
export function trackBytes(page: Page, origin: string): PageBytes {
  const seen = new Map<string, number>()
  const inHtml = new Set<string>()
  page.on('response', async (response) => {
    const type = response.request().resourceType()
    if (!response.url().startsWith(origin) || !['script', 'stylesheet', 'document'].includes(type)) return
    try {
      const body = await response.body()
      seen.set(response.url(), gzipSync(body).length)
      if (type !== 'document') return
      inHtml.add(response.url())
      for (const [, path] of body.toString('utf8').matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g))
        inHtml.add(new URL(path as string, response.url()).href)
    } catch {
      // a navigation may discard a body; it was not used then
    }
  })
  return {
    total: () => [...seen.values()].reduce((sum, n) => sum + n, 0),
    afterHtml: () =>
      [...seen]
        .filter(([url]) => !inHtml.has(url))
        .map(([url, bytes]) => `${new URL(url).pathname.split('/').pop()} ${kib(bytes)}`),
  }
}
