import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaMainnet, solanaNetworks, solanaTestnet } from './networks.js'
import { supportedNetworkIds, toWalletChain, walletChainMatches } from './walletChain.js'

const local = {
  id: 'LocaLedger1111111111111111111111',
  caipNetworkId: 'solana:LocaLedger1111111111111111111111' as const,
}

describe('wallet-standard chains', () => {
  it('names the public clusters by cluster and any other network localnet', () => {
    expect(solanaNetworks.map(toWalletChain)).toEqual(['solana:mainnet', 'solana:devnet', 'solana:testnet'])
    expect(toWalletChain(local)).toBe('solana:localnet')
  })

  it('uses CAIP-2 ids of the genesis-hash prefix', () => {
    expect(solanaMainnet.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    for (const network of solanaNetworks) {
      expect(network.id).toHaveLength(32)
      expect(network.caipNetworkId).toBe(`solana:${network.id}`)
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    }
  })

  it('matches a wallet chain by cluster or by CAIP-2 id', () => {
    expect(walletChainMatches('solana:devnet', solanaDevnet)).toBe(true)
    expect(walletChainMatches(solanaDevnet.caipNetworkId, solanaDevnet)).toBe(true)
    expect(walletChainMatches('solana:mainnet', solanaDevnet)).toBe(false)
    expect(
      supportedNetworkIds(['solana:testnet', 'solana:localnet'], [solanaMainnet, local, solanaTestnet]),
    ).toEqual([local.caipNetworkId, solanaTestnet.caipNetworkId])
  })
})
