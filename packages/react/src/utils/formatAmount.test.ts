import { describe, expect, it } from 'vitest'
import { formatAmount, formatUsd, groupThousands } from './formatAmount.js'

describe('formatAmount', () => {
  it('shows 3 decimals, grouped thousands and the symbol', () => {
    expect(formatAmount('1.23456', 'ETH')).toBe('1.235 ETH')
    expect(formatAmount('10000', 'POL')).toBe('10,000.000 POL')
    expect(formatAmount('9999.9999', 'ETH')).toBe('10,000.000 ETH')
    expect(formatAmount('9.99899', 'BTC')).toBe('9.999 BTC')
    expect(formatAmount('0', undefined)).toBe('0.000')
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

describe('formatUsd', () => {
  it("writes USD the language's way, and keeps two significant digits below a cent", () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50')
    expect(formatUsd(1234.5, 'de')).toBe('1.234,50\u00a0$')
    expect(formatUsd(0.0042)).toBe('$0.0042')
    expect(formatUsd(0.0042, 'fr')).toBe('0,0042\u00a0$US')
    expect(formatUsd(0)).toBe('$0.00')
  })
})
