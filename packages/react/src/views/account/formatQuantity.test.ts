import { describe, expect, it } from 'vitest'
import { formatQuantity } from './formatQuantity.js'

describe('formatQuantity', () => {
  it('shows 3 decimals, rounded, with thousands separators', () => {
    expect(formatQuantity('10000.123456')).toBe('10,000.123')
    expect(formatQuantity('1234567')).toBe('1,234,567.000')
    expect(formatQuantity('999.9999')).toBe('1,000.000')
    expect(formatQuantity('9.99899')).toBe('9.999')
    expect(formatQuantity('-5000.5')).toBe('-5,000.500')
    expect(formatQuantity('x')).toBe('0.000')
  })
})
