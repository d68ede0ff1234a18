import { describe, expect, it } from 'vitest'
import { formatAmount } from './formatAmount.js'

describe('formatAmount', () => {
  it('shows 3 decimals and the symbol', () => {
    expect(formatAmount('1.23456', 'ETH')).toBe('1.234 ETH')
    expect(formatAmount('10000', 'POL')).toBe('10000.000 POL')
    expect(formatAmount('0', undefined)).toBe('0.000')
  })

  it('shows nothing without a balance', () => {
    expect(formatAmount(undefined, 'ETH')).toBeUndefined()
  })
})
