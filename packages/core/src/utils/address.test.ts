import { describe, expect, it } from 'vitest'
import { isEvmAddress, isSolanaAddress, shortenAddress } from './address.js'

describe('isEvmAddress', () => {
  it('accepts 40 hex characters with or without 0x', () => {
    expect(isEvmAddress('0x1234567890abcdef1234567890ABCDEF12345678')).toBe(true)
    expect(isEvmAddress('1234567890abcdef1234567890abcdef12345678')).toBe(true)
  })
  it('rejects wrong lengths, non-hex and non-strings', () => {
    expect(isEvmAddress('0x1234')).toBe(false)
    expect(isEvmAddress('0x1234567890abcdef1234567890abcdef1234567g')).toBe(false)
    expect(isEvmAddress('0x1234567890abcdef1234567890abcdef123456789')).toBe(false)
    expect(isEvmAddress(42)).toBe(false)
  })
})

describe('isSolanaAddress', () => {
  it('accepts 32-44 base58 characters', () => {
    expect(isSolanaAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  })
  it('rejects base58-excluded characters and wrong lengths', () => {
    expect(isSolanaAddress('0OIl1111111111111111111111111111')).toBe(false)
    expect(isSolanaAddress('1111111111111111111111111111111')).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  })
})

describe('shortenAddress', () => {
  it('keeps 4 leading and 6 trailing characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12abcdef')).toBe('0x12…abcdef')
  })
  it('leaves short strings alone', () => {
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })
})
