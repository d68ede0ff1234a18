import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { parseChainId } from './chainId.js'
import { eip155Network, toCaipNetwork } from './toCaipNetwork.js'

describe('toCaipNetwork', () => {
  it('adds the CAIP fields and keeps what viem knows about the chain', () => {
    const network = toCaipNetwork(mainnet, { assets: { imageUrl: '/eth.svg' } })
    expect(network).toMatchObject({
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum',
      assets: { imageUrl: '/eth.svg' },
    })
    expect(network.contracts?.ensUniversalResolver).toEqual(mainnet.contracts.ensUniversalResolver)
    expect(eip155Network).toBe(toCaipNetwork)
  })

  it('lets extra RPC URLs override the chain defaults', () => {
    const network = toCaipNetwork(mainnet, { rpcUrls: { default: { http: ['http://127.0.0.1:9999'] } } })
    expect(network.rpcUrls.default.http).toEqual(['http://127.0.0.1:9999'])
  })
})

describe('parseChainId', () => {
  it.each([
    [10, 10],
    ['10', 10],
    ['0xa', 10],
    ['eip155:10', 10],
  ])('reads %j as %i', (input, expected) => {
    expect(parseChainId(input)).toBe(expected)
  })

  it.each([0, -1, 1.5, 'solana:abc', 'ten'])('rejects %j', (input) => {
    expect(() => parseChainId(input)).toThrow(/Invalid parameter "chainId"/)
  })
})
