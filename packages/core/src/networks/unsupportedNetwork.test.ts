import { describe, expect, it } from 'vitest'
import { isUnsupportedNetwork } from './isUnsupportedNetwork.js'
import { createUnsupportedNetwork } from './unsupportedNetwork.js'

describe('createUnsupportedNetwork', () => {
  it('builds a placeholder with an empty currency and no RPC URLs', () => {
    const network = createUnsupportedNetwork('eip155:424242')
    expect(network).toEqual({
      id: 424242,
      caipNetworkId: 'eip155:424242',
      chainNamespace: 'eip155',
      name: 'Unknown Network',
      nativeCurrency: { name: '', symbol: '', decimals: 0 },
      rpcUrls: { default: { http: [] } },
    })
    expect(isUnsupportedNetwork(network)).toBe(true)
  })
  it('throws for an unknown namespace', () => {
    expect(() => createUnsupportedNetwork('foo:1')).toThrowError('Invalid CAIP Address')
  })
})
