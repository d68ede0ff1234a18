import { mainnet, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.js'
import { EvmAdapter } from './EvmAdapter.js'
import { toCaipNetwork } from './network/toCaipNetwork.js'

describe('EvmAdapter options', () => {
  it('builds a wagmi config from the networks, accepting viem chains and CaipNetworks', () => {
    const adapter = createEvmAdapter({ networks: [mainnet, toCaipNetwork(sepolia)], storage: null })
    expect(adapter).toBeInstanceOf(EvmAdapter)
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.wagmiConfig.chains.map((c) => c.id)).toEqual([1, 11155111])
    expect(adapter.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:11155111'])
    expect(adapter.wagmiConfig.storage).toBeNull()
  })

  it('rejects an empty network list with a clear error', () => {
    expect(() => new EvmAdapter({ networks: [] })).toThrow(/Invalid option "networks".*at least one network/s)
  })

  it('rejects a network without an RPC URL', () => {
    const broken = { ...mainnet, rpcUrls: { default: { http: [] } } }
    expect(() => new EvmAdapter({ networks: [broken] })).toThrow(
      /Invalid option "networks\[0\]\.rpcUrls\.default\.http"/,
    )
  })

  it('rejects an invalid address in getBalance', async () => {
    const adapter = new EvmAdapter({ networks: [mainnet], storage: null })
    await expect(
      adapter.getBalance({ address: '0x123', network: toCaipNetwork(mainnet) }),
    ).rejects.toMatchObject({
      name: 'InvalidParameterError',
      code: 'INVALID_ADDRESS',
    })
  })

  it('gives a null profile on a chain without an ENS universal resolver, without a request', async () => {
    const adapter = new EvmAdapter({ networks: [sepolia], storage: null })
    const { ensUniversalResolver: _, ...contracts } = sepolia.contracts
    const network = toCaipNetwork({ ...sepolia, contracts })
    const profile = await adapter.getProfile({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      network,
    })
    expect(profile).toEqual({ name: null, avatar: null })
  })
})
