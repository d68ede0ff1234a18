// @vitest-environment happy-dom
import { ChainNotSupportedError, UserRejectedRequestError } from '@foyer/core'
import { getConnection } from '@wagmi/core'
import { optimism } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { ProviderRpcError } from '../_test/fakeProvider.js'
import { adapterPerTest, rdns } from '../_test/setup.js'
import { toCaipNetwork } from '../network/toCaipNetwork.js'

const setup = adapterPerTest()
async function connected() {
  const context = setup()
  await context.adapter.connect({ connectorId: rdns })
  return context
}

const network = toCaipNetwork(optimism)

describe('switchNetwork', () => {
  it('switches a wallet that knows the chain, and wagmi follows', async () => {
    const { adapter, provider } = await connected()
    provider.state.knownChains.add(10)
    const chainChanged = new Promise((resolve) => adapter.on('chainChanged', resolve))
    await adapter.switchNetwork(network)
    expect(provider.requests).not.toContain('wallet_addEthereumChain')
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(10)
    expect(adapter.wagmiConfig.state.chainId).toBe(10)
    expect(await chainChanged).toEqual({ chainId: 10 })
  })

  it.each([
    ['4902 (unknown chain)', new ProviderRpcError(4902, 'Unrecognized chain ID')],
    ['5000', new ProviderRpcError(5000, 'User rejected the request.')],
    ['-32603 (internal error)', new ProviderRpcError(-32603, 'Internal JSON-RPC error')],
    ['-32603 wrapped in a cause', new Error('wrapped', { cause: new ProviderRpcError(-32603, 'Internal') })],
  ])('adds the chain after a switch failing with %s, then switches', async (_label, failure) => {
    const { adapter, provider } = await connected()
    let switches = 0
    provider.handlers.wallet_switchEthereumChain = () => {
      switches++
      if (switches === 1) throw failure
      return undefined // then the default: switch, as the chain is known after adding
    }
    await adapter.switchNetwork(network)
    expect(provider.requests.filter((m) => m.startsWith('wallet_'))).toEqual([
      'wallet_requestPermissions',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(provider.calls.find((c) => c.method === 'wallet_addEthereumChain')?.params).toEqual([
      {
        chainId: '0xa',
        chainName: 'OP Mainnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['https://mainnet.optimism.io'],
        blockExplorerUrls: ['https://optimistic.etherscan.io'],
      },
    ])
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(10)
  })

  it('does not switch twice when adding the chain already switched the wallet (MetaMask)', async () => {
    const { adapter, provider } = await connected()
    provider.handlers.wallet_addEthereumChain = () => {
      provider.state.knownChains.add(10)
      provider.state.chainId = 10
      provider.emit('chainChanged', '0xa')
      return null
    }
    await adapter.switchNetwork(network)
    expect(provider.requests.filter((m) => m === 'wallet_switchEthereumChain')).toHaveLength(1)
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(10)
  })

  it("throws ChainNotSupportedError ('Chain is not supported') when adding fails", async () => {
    const { adapter, provider } = await connected()
    provider.handlers.wallet_addEthereumChain = () => {
      throw new ProviderRpcError(-32602, 'Invalid params')
    }
    const error = await adapter.switchNetwork(network).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect(error).toMatchObject({ shortMessage: 'Chain is not supported' })
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(1)
  })

  it('throws UserRejectedRequestError when the visitor declines the switch (4001)', async () => {
    const { adapter, provider } = await connected()
    provider.handlers.wallet_switchEthereumChain = () => {
      throw new ProviderRpcError(4001, 'User rejected the request.')
    }
    await expect(adapter.switchNetwork(network)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(provider.requests).not.toContain('wallet_addEthereumChain')
  })

  it('throws UserRejectedRequestError when the visitor declines adding the chain', async () => {
    const { adapter, provider } = await connected()
    provider.handlers.wallet_addEthereumChain = () => {
      throw new ProviderRpcError(4001, 'User rejected the request.')
    }
    await expect(adapter.switchNetwork(network)).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('only moves wagmi to a configured chain when nothing is connected', async () => {
    const context = setup()
    await context.adapter.switchNetwork(network)
    expect(context.adapter.wagmiConfig.state.chainId).toBe(10)
    expect(context.provider.requests).toEqual([])
  })
})
