import { describe, expect, it } from 'vitest'
import { safeHref } from './safeHref.js'

describe('safeHref', () => {
  it("keeps web and wallet deep links, drops script and local schemes and what isn't a URL", () => {
    expect(safeHref('https://link.trustwallet.com')).toBe('https://link.trustwallet.com')
    expect(safeHref('trust:')).toBe('trust:')
    expect(safeHref('rainbow://wc')).toBe('rainbow://wc')
    expect(safeHref('javascript:alert(1)')).toBeUndefined()
    expect(safeHref(' JavaScript:alert(1)')).toBeUndefined()
    expect(safeHref('data:text/html,<script>1</script>')).toBeUndefined()
    expect(safeHref('/relative')).toBeUndefined()
    expect(safeHref(null)).toBeUndefined()
  })
})
