// The secure site's own small pages (device approval, undoing an email change): plain HTML with a
// strict policy, text escaped, forms that post back to this origin only.
import type { Context } from 'hono'

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

/** A page whose `body` is HTML the caller built with escapeHtml. */
export function htmlPage(c: Context, title: string, body: string, status: 200 | 400 | 403 = 200): Response {
  c.header('Cache-Control', 'no-store')
  // same-origin, not no-referrer: under no-referrer Chromium sends `Origin: null` with the page's own form
  // POST, which the approval and undo handlers check. The link's token goes to no other site either way.
  c.header('Referrer-Policy', 'same-origin')
  c.header(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  )
  return c.html(
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:12vh auto;padding:0 1rem;color:#141414}h1{font-size:1.4rem}dt{font-weight:600}dd{margin:0 0 .5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:0;background:#141414;color:#fff;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    status,
  )
}

/** `text` as a paragraph. */
export const paragraph = (text: string): string => `<p>${escapeHtml(text)}</p>`

/** A browser named the way people know it, from its User-Agent ('Chrome on Linux'). */
export function browserSummary(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : undefined
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux|X11/.test(userAgent)
            ? 'Linux'
            : undefined
  if (!browser && !system) return userAgent ? 'An unknown browser' : 'A program that sent no browser name'
  return `${browser ?? 'A browser'}${system ? ` on ${system}` : ''}`
}
