import { describe, expect, it } from 'vitest'
import { formatUnits } from './units.js'

describe('formatUnits', () => {
  it.each([
    [0n, 9, '0'],
    [1n, 9, '0.000000001'],
    [1_500_000_000n, 9, '1.5'],
    [100_000_000_000n, 9, '100'],
    [-2_000_000n, 6, '-2'],
    [123n, 0, '123'],
  ])('formats %s with %i decimals as %s', (value, decimals, text) => {
    expect(formatUnits(value, decimals)).toBe(text)
  })
})
