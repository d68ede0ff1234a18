/**
 * ENS profile and balance against the real devnet (@foyer/devnet: ENS registry, PublicResolver and a
 * UniversalResolver deployed), on ephemeral ports so it never collides with a running e2e stack.
 */
import { devnetChain, ensNames, foyerAvatar } from '@foyer/devnet'
import { type Devnet, startDevnet } from '@foyer/devnet/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EvmAdapter } from '../EvmAdapter.js'
import { type EvmNetwork, toCaipNetwork } from '../network/toCaipNetwork.js'

let devnet: Devnet
let adapter: EvmAdapter
let network: EvmNetwork

beforeAll(async () => {
  devnet = await startDevnet({ ports: { a: 0, b: 0 } })
  const chainA = devnet.chains.find((chain) => chain.id === 31337)
  if (!chainA) throw new Error('devnet chain A missing')
  network = toCaipNetwork(devnetChain(31337, Number(new URL(chainA.rpcUrl).port)))
  adapter = new EvmAdapter({ networks: [network], storage: null })
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
})

describe('getProfile on the devnet', () => {
  const foyer = ensNames.find((entry) => entry.name === 'foyer.eth')

  it('resolves the primary ENS name and avatar of an address', async () => {
    if (!foyer) throw new Error('foyer.eth missing from the devnet names')
    expect(await adapter.getProfile({ address: foyer.owner, network })).toEqual({
      name: 'foyer.eth',
      avatar: foyerAvatar,
    })
  })

  it('gives nulls for an address without a name', async () => {
    const nobody = '0x000000000000000000000000000000000000dEaD'
    expect(await adapter.getProfile({ address: nobody, network })).toEqual({ name: null, avatar: null })
  })

  it('gives nulls instead of throwing when the RPC is unreachable', async () => {
    const offline = toCaipNetwork({ ...network, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } })
    const isolated = new EvmAdapter({ networks: [offline], storage: null })
    expect(await isolated.getProfile({ address: foyer?.owner ?? '', network: offline })).toEqual({
      name: null,
      avatar: null,
    })
  }, 60_000)

  it('reads the native balance of a test account', async () => {
    const balance = await adapter.getBalance({
      address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      network,
    })
    expect(balance.symbol).toBe('ETH')
    expect(Number(balance.balance)).toBeGreaterThan(0)
  })
})
