import { describe, expect, it } from 'vitest'
import { chainIdOf } from './chainIdOf.js'

describe('chainIdOf', () => {
  it('reads a number, a decimal string and the CAIP-2 form', () => {
    expect(chainIdOf(31337)).toBe(31337)
    expect(chainIdOf('31337')).toBe(31337)
    expect(chainIdOf('eip155:31337')).toBe(31337)
  })

  it('refuses other namespaces, hex, empty and negative values', () => {
    for (const value of [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '0x7a69',
      '',
      -1,
      0,
      1.5,
      null,
      undefined,
    ])
      expect(chainIdOf(value)).toBeUndefined()
  })
})
