import {
  type Address,
  custom,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  type Hex,
  multicall3Abi,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EvmAdapter } from '../EvmAdapter.js'
import { toCaipNetwork } from '../network/toCaipNetwork.js'
import { getProfile } from './getProfile.js'
import { profileCacheTime, profileFailureCacheTime } from './reads.js'

const reverseSelector = toFunctionSelector('reverseWithGateways(bytes,uint256,string[])')
const aggregate3Selector = toFunctionSelector('aggregate3((address,bool,bytes)[])')
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = toCaipNetwork(mainnet)

type Call = { target: Address; allowFailure: boolean; callData: Hex }

/**
 * An adapter on mainnet whose RPC is scripted: the universal resolver's reverse lookup answers
 * `name` (or the whole request fails when `name` is an Error); every other call (the avatar's text
 * record) reverts. wagmi's clients batch reads through multicall3, which is answered call by call.
 */
function setup(answer: { name: string | Error }) {
  const reverseLookups: Hex[] = []
  const answerCall = (data: Hex): { success: boolean; returnData: Hex } => {
    if (!data.startsWith(reverseSelector)) return { success: false, returnData: '0x' }
    reverseLookups.push(data)
    if (answer.name instanceof Error) throw answer.name
    const returnData = encodeAbiParameters(
      [{ type: 'string' }, { type: 'address' }, { type: 'address' }],
      [answer.name, zeroAddress, zeroAddress],
    )
    return { success: true, returnData }
  }
  const transport = custom(
    {
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === 'eth_chainId') return '0x1'
        if (method !== 'eth_call') throw new Error(`unscripted ${method}`)
        const [{ data }] = params as [{ data: Hex }]
        if (!data.startsWith(aggregate3Selector)) {
          const result = answerCall(data)
          if (!result.success) throw new Error('execution reverted')
          return result.returnData
        }
        const { args } = decodeFunctionData({ abi: multicall3Abi, data })
        const calls = args[0] as readonly Call[]
        return encodeFunctionResult({
          abi: multicall3Abi,
          functionName: 'aggregate3',
          result: calls.map((call) => answerCall(call.callData)),
        })
      },
    },
    { retryCount: 0 },
  )
  const adapter = new EvmAdapter({ networks: [mainnet], storage: null, transports: { 1: transport } })
  return { adapter, reverseLookups }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('EvmAdapter.getProfile cache', () => {
  it('shares one lookup between concurrent calls and reuses it for 5 minutes, whatever the address case', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { adapter, reverseLookups } = setup({ name: 'alice.eth' })
    const profiles = await Promise.all([
      adapter.getProfile({ address: alice, network }),
      adapter.getProfile({ address: alice.toLowerCase(), network }),
    ])
    // The avatar record fails here: the name is still shown, without an image.
    expect(profiles).toEqual([
      { name: 'alice.eth', avatar: null },
      { name: 'alice.eth', avatar: null },
    ])
    expect(reverseLookups).toHaveLength(1)

    vi.setSystemTime(Date.now() + profileCacheTime - 1)
    await adapter.getProfile({ address: alice, network })
    expect(reverseLookups).toHaveLength(1)

    vi.setSystemTime(Date.now() + 1)
    expect(await adapter.getProfile({ address: alice, network })).toEqual({ name: 'alice.eth', avatar: null })
    expect(reverseLookups).toHaveLength(2)
  })

  it('gives nulls for an address without a primary name', async () => {
    const { adapter } = setup({ name: '' })
    expect(await adapter.getProfile({ address: alice, network })).toEqual({ name: null, avatar: null })
  })

  it('gives nulls when the RPC fails, and asks again after a short while instead of 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { adapter, reverseLookups } = setup({ name: new Error('RPC down') })
    expect(await adapter.getProfile({ address: alice, network })).toEqual({ name: null, avatar: null })
    expect(await adapter.getProfile({ address: alice, network })).toEqual({ name: null, avatar: null })
    expect(reverseLookups).toHaveLength(1)

    vi.setSystemTime(Date.now() + profileFailureCacheTime)
    await adapter.getProfile({ address: alice, network })
    expect(reverseLookups).toHaveLength(2)
    expect(profileFailureCacheTime).toBeLessThan(profileCacheTime)
  })
})

describe('getProfile action', () => {
  it('resolves nulls rather than rejecting when the lookup fails', async () => {
    const { adapter } = setup({ name: new Error('RPC down') })
    const client = adapter.wagmiConfig.getClient({ chainId: 1 })
    expect(await getProfile({ client, chain: mainnet, address: alice })).toEqual({ name: null, avatar: null })
  })
})
