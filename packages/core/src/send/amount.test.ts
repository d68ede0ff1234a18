import { describe, expect, it } from 'vitest'
import { formatAmount, parseAmount } from './amount.js'

describe('parseAmount', () => {
  it('reads whole units into the smallest unit without float rounding', () => {
    expect(parseAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseAmount('0.1', 18)).toBe(100_000_000_000_000_000n)
    expect(parseAmount('0.1234567890123456789', 18)).toBeUndefined()
    expect(parseAmount('123456789.123456789123456789', 27)).toBe(123456789123456789123456789000000000n)
    expect(parseAmount('.5', 2)).toBe(50n)
    expect(parseAmount('7.', 0)).toBe(7n)
    expect(parseAmount(' 2 ', 3)).toBe(2000n)
    expect(parseAmount('1.500000', 2)).toBe(150n)
  })

  it('refuses what is not a plain non-negative decimal, or too precise for the token', () => {
    for (const text of ['', '.', '-1', '1e3', '1,5', 'abc', '1.2.3', '0x10'])
      expect(parseAmount(text, 6)).toBeUndefined()
    expect(parseAmount('1.0000001', 6)).toBeUndefined()
  })
})

describe('formatAmount', () => {
  it('writes the smallest unit back as whole units, trailing zeros dropped', () => {
    expect(formatAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatAmount(42n, 18)).toBe('0.000000000000000042')
    expect(formatAmount(10n ** 22n, 18)).toBe('10000')
    expect(formatAmount(0n, 6)).toBe('0')
    expect(formatAmount(5n, 0)).toBe('5')
  })

  it('round-trips with parseAmount', () => {
    for (const text of ['0.000001', '9999.999999', '1'])
      expect(formatAmount(parseAmount(text, 6) ?? -1n, 6)).toBe(text)
  })
})
