import { describe, expect, it } from 'vitest'
import { chainIdToCoinType, validateAccountName } from './rules.js'

describe('account name rules', () => {
  it('allows letters, digits and hyphens from 4 characters, and nothing else', () => {
    for (const ok of ['alice', 'alice-test', 'A1b2', '----']) expect(validateAccountName(ok)).toBeUndefined()
    for (const bad of ['abc', 'a_bc', 'alice.test', 'ali ce', 'álice', ''])
      expect(validateAccountName(bad)).toEqual({ id: 'nameInvalid' })
  })

  it('sets the 0x80000000 flag on the chain id, and refuses ids that already have it', () => {
    expect(chainIdToCoinType(1)).toBe(2147483649)
    expect(chainIdToCoinType(31337)).toBe(0x80007a69)
    expect(chainIdToCoinType(0x7fffffff)).toBe(0xffffffff)
    for (const bad of [2147483648, 2 ** 40, -1, 1.5])
      expect(() => chainIdToCoinType(bad)).toThrow('Invalid chainId')
  })
})
