// Schemes that run code or read local data; a wallet listing must never make a link out of them.
const BLOCKED = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:'])

/** `link` when it is an absolute URL with a scheme safe to follow (https, or a wallet's own), else undefined. */
export function safeHref(link: string | null | undefined): string | undefined {
  if (!link) return undefined
  try {
    const url = new URL(link)
    return BLOCKED.has(url.protocol) ? undefined : link
  } catch {
    return undefined
  }
}
