function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const cache = new Map<string, RegExp>()

function patternToRegExp(pattern: string): RegExp {
  let regExp = cache.get(pattern)
  if (!regExp) {
    const source = escapeRegExp(pattern.toLowerCase())
      // `*.` before the host: one or more subdomain labels.
      .replace('://\\*\\.', '://(?:[a-z0-9-]+\\.)+')
      // `:*` after the host: any port, or none.
      .replace(/:\\\*$/, '(?::\\d{1,5})?')
    regExp = new RegExp(`^${source}$`)
    cache.set(pattern, regExp)
  }
  return regExp
}

/**
 * Whether a request's Origin matches an allow-list. Patterns are `scheme://host[:port]`; `*` may
 * stand for the port (`http://localhost:*`) or leading subdomains (`https://*.vercel.app`), and a
 * lone `*` allows every origin. Comparison ignores case, as origins do.
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const normalized = origin.toLowerCase()
  return patterns.some((pattern) => pattern === '*' || patternToRegExp(pattern).test(normalized))
}
