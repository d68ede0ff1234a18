import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors/connectionErrors.js'
import { isCaipAddress, parseCaipAddress, parseCaipNetworkId, toCaipAddress } from './caip.js'

describe('CAIP helpers', () => {
  it('recognises three colon-separated parts', () => {
    expect(isCaipAddress('eip155:1:0xabc')).toBe(true)
    expect(isCaipAddress('eip155:1')).toBe(false)
    expect(isCaipAddress('eip155::0xabc')).toBe(false)
    expect(isCaipAddress('a:b:c:d')).toBe(false)
  })

  it('parses account and network ids', () => {
    expect(parseCaipAddress('eip155:137:0xabc')).toEqual({
      chainNamespace: 'eip155',
      chainId: '137',
      address: '0xabc',
    })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(toCaipAddress('eip155', 1, '0xabc')).toBe('eip155:1:0xabc')
  })

  it("throws 'Invalid CAIP Address' on malformed ids and unknown namespaces", () => {
    expect(() => parseCaipAddress('eip155:1')).toThrowError(InvalidCaipAddressError)
    expect(() => parseCaipAddress('foo:1:0xabc')).toThrowError('Invalid CAIP Address')
    expect(() => parseCaipNetworkId('eip155')).toThrowError('Invalid CAIP Address')
    expect(() => parseCaipNetworkId('eip155:1:0xabc')).toThrowError('Invalid CAIP Address')
  })
})
