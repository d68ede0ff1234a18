/** How long Foyer's cookies live unless told otherwise: 30 days, in seconds. */
export const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

/** Longest cookie header read; a browser sends at most a few KiB, anything longer is not from one. */
const MAX_HEADER_LENGTH = 16 * 1024

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    // A malformed escape (`%E0%A4%A`): that cookie is not ours or was tampered with.
    return undefined
  }
}

/**
 * Reads a Cookie header (`a=1; b=2`, or `document.cookie`) into a map of decoded names to decoded
 * values. Malformed pairs are skipped, never thrown on; the first of two equal names wins, as
 * browsers send the most specific path first.
 *
 * @example
 * parseCookieHeader('foyer%3AlastChainId=eip155%3A1; theme=dark').get('foyer:lastChainId') // 'eip155:1'
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  if (typeof header !== 'string' || header.length > MAX_HEADER_LENGTH) return cookies
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0) continue
    const name = decode(pair.slice(0, at).trim())
    let raw = pair.slice(at + 1).trim()
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1)
    const value = decode(raw)
    if (!name || value === undefined || cookies.has(name)) continue
    cookies.set(name, value)
  }
  return cookies
}

/** The attributes Foyer sets on its cookies. */
export interface CookieAttributes {
  /** Seconds until the browser drops the cookie; 0 deletes it. */
  maxAge: number
  domain?: string | undefined
  secure: boolean
}

/**
 * A `document.cookie` assignment for one name and value: both URI-encoded (Foyer's storage keys hold
 * `:`, which RFC 6265 does not allow in a cookie name), `Path=/` so every page of the app reads it,
 * `SameSite=Lax` so it goes along with top-level navigations but not with other sites' requests.
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(attributes.maxAge))}`,
    'SameSite=Lax',
  ]
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`)
  if (attributes.secure) parts.push('Secure')
  return parts.join('; ')
}
