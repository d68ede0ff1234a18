import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'
import { shortenAddress } from './shortenAddress.js'

describe('formatBalance', () => {
  it('shows 3 decimals and the symbol, rounding half up', () => {
    expect(formatBalance('1.23456', 'ETH')).toBe('1.235 ETH')
    expect(formatBalance('1.2344', 'ETH')).toBe('1.234 ETH')
    expect(formatBalance('0.9996', 'ETH')).toBe('1.000 ETH')
    expect(formatBalance('10000', 'POL')).toBe('10000.000 POL')
    expect(formatBalance('0', 'ETH')).toBe('0.000 ETH')
  })

  it('keeps every digit of large balances', () => {
    expect(formatBalance('123456789012345678901.5', 'ETH')).toBe('123456789012345678901.500 ETH')
  })

  it('returns undefined without a balance', () => {
    expect(formatBalance(undefined, 'ETH')).toBeUndefined()
  })
})

describe('shortenAddress', () => {
  it('keeps 4 leading and 6 trailing characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x12...345678')
  })
})
