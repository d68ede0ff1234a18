import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  it('shows 3 decimals, rounded to the nearest', () => {
    expect(formatBalance('1.23456')).toBe('1.235')
    expect(formatBalance('1.23449')).toBe('1.234')
    expect(formatBalance('9.99899')).toBe('9.999')
    expect(formatBalance('9.9996')).toBe('10.000')
    expect(formatBalance('999.9995')).toBe('1000.000')
    expect(formatBalance('1')).toBe('1.000')
    expect(formatBalance('0.5')).toBe('0.500')
  })
  it('keeps precision of long values and takes other decimal counts', () => {
    expect(formatBalance('123456789012345678901.123456789')).toBe('123456789012345678901.123')
    expect(formatBalance('123456789012345678901.9999')).toBe('123456789012345678902.000')
    expect(formatBalance('2.5', 6)).toBe('2.500000')
    expect(formatBalance('007.1', 0)).toBe('7')
  })
  it('gives zero for empty or non-numeric input', () => {
    expect(formatBalance(undefined)).toBe('0.000')
    expect(formatBalance('abc')).toBe('0.000')
    expect(formatBalance('-0.0001')).toBe('0.000')
    expect(formatBalance('-1.5')).toBe('-1.500')
    expect(formatBalance('-1.0005')).toBe('-1.001')
    expect(formatBalance('.5')).toBe('0.500')
  })
})
