import { describe, expect, it } from 'vitest'
import { devnetChain, devnetChainA, devnetChainB } from './chains.js'
import { addresses } from './generated/addresses.js'

describe('devnet chains', () => {
  it('describe chain A and chain B with their currencies and default RPC URLs', () => {
    expect(devnetChainA).toMatchObject({
      id: 31337,
      name: 'Foyer Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    })
    expect(devnetChainB).toMatchObject({
      id: 31338,
      name: 'Foyer Sidechain',
      nativeCurrency: { name: 'Side Ether', symbol: 'SIDE', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    })
  })

  it('point viem at the ENS UniversalResolver and Multicall3', () => {
    expect(devnetChainA.contracts.ensUniversalResolver.address).toBe(addresses[31337].ensUniversalResolver)
    expect(devnetChainB.contracts.ensRegistry.address).toBe(addresses[31338].ensRegistry)
    expect(devnetChainA.contracts.multicall3.address).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
  })

  it('build a chain on another port', () => {
    expect(devnetChain(31338, 9546).rpcUrls.default.http).toEqual(['http://127.0.0.1:9546'])
    expect(() => devnetChain(31337, 0)).toThrow('Expected a port from 1 to 65535')
    // @ts-expect-error: not a devnet chain
    expect(() => devnetChain(1, 8545)).toThrow('Expected devnet chain id 31337 or 31338')
  })
})
