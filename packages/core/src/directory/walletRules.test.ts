import { describe, expect, it } from 'vitest'
import { walletToConnector } from './walletRules.js'

describe('walletToConnector', () => {
  it("takes the namespace of the wallet's first chain when Foyer knows it, else eip155", () => {
    const chainOf = (chains?: string[]) => walletToConnector({ id: 'w', name: 'W', chains }).chain
    expect(chainOf(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).toBe('solana')
    expect(chainOf(['bip122:000000000019d6689c085ae165831e93', 'eip155:1'])).toBe('bip122')
    expect(chainOf(['cosmos:cosmoshub-4'])).toBe('cosmos')
    expect(chainOf(['near:mainnet'])).toBe('eip155')
    expect(chainOf()).toBe('eip155')
  })
})
