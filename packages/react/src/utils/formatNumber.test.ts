import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatNumber.js'

describe('formatUsd', () => {
  it("writes USD the language's way, and keeps two significant digits below a cent", () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50')
    expect(formatUsd(1234.5, 'de')).toBe('1.234,50\u00a0$')
    expect(formatUsd(0.0042)).toBe('$0.0042')
    expect(formatUsd(0.0042, 'fr')).toBe('0,0042\u00a0$US')
    expect(formatUsd(0)).toBe('$0.00')
  })
})
