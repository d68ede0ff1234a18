import { describe, expect, it } from 'vitest'
import { formatAmount, groupThousands } from './formatAmount.js'

describe('formatAmount', () => {
  it('shows 3 decimals, grouped thousands and the symbol', () => {
    expect(formatAmount('1.23456', 'ETH')).toBe('1.235 ETH')
    expect(formatAmount('10000', 'POL')).toBe('10,000.000 POL')
    expect(formatAmount('9999.9999', 'ETH')).toBe('10,000.000 ETH')
    expect(formatAmount('9.99899', 'BTC')).toBe('9.999 BTC')
    expect(formatAmount('0', undefined)).toBe('0.000')
  })

  it("keeps every digit of an amount beyond a float, in the language's format", () => {
    expect(formatAmount('123456789012345678901.23456', 'ETH')).toBe('123,456,789,012,345,678,901.235 ETH')
    expect(formatAmount('10000.0005', 'ETH', 'de')).toBe('10.000,001 ETH')
  })

  it('shows nothing without a balance', () => {
    expect(formatAmount(undefined, 'ETH')).toBeUndefined()
  })
})

describe('groupThousands', () => {
  it('keeps every digit of amounts beyond a float and the sign of small negatives', () => {
    expect(groupThousands('123456789012345678901234.5')).toBe('123,456,789,012,345,678,901,234.5')
    expect(groupThousands('-1234.500')).toBe('-1,234.500')
    expect(groupThousands('-0.500')).toBe('-0.500')
    expect(groupThousands('999')).toBe('999')
  })

  it('leaves text that is not a plain decimal alone', () => {
    expect(groupThousands('abc')).toBe('abc')
  })
})
