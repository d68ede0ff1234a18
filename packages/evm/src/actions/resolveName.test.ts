import {
  type Address,
  custom,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  type Hex,
  multicall3Abi,
  zeroAddress,
} from 'viem'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EvmAdapter } from '../EvmAdapter.js'
import { toCaipNetwork } from '../network/toCaipNetwork.js'
import { profileCacheTime, profileFailureCacheTime } from './reads.js'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = toCaipNetwork(mainnet)

type Call = { target: Address; allowFailure: boolean; callData: Hex }

/**
 * An adapter on mainnet whose RPC answers every universal-resolver call with `alice` (or fails the
 * request when `fail.now` is set), counting the lookups; multicall3 batches are answered call by call.
 */
function setup() {
  const fail = { now: false }
  let lookups = 0
  const answerCall = (): Hex => {
    lookups++
    if (fail.now) throw new Error('RPC down')
    return encodeAbiParameters(
      [{ type: 'bytes' }, { type: 'address' }],
      [encodeAbiParameters([{ type: 'address' }], [alice]), zeroAddress],
    )
  }
  const transport = custom(
    {
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === 'eth_chainId') return '0x1'
        if (method !== 'eth_call') throw new Error(`unscripted ${method}`)
        const [{ data }] = params as [{ data: Hex }]
        if (!data.startsWith('0x82ad56cb')) return answerCall()
        const { args } = decodeFunctionData({ abi: multicall3Abi, data })
        return encodeFunctionResult({
          abi: multicall3Abi,
          functionName: 'aggregate3',
          result: (args[0] as readonly Call[]).map(() => ({ success: true, returnData: answerCall() })),
        })
      },
    },
    { retryCount: 0 },
  )
  const adapter = new EvmAdapter({ networks: [mainnet], storage: null, transports: { 1: transport } })
  return { adapter, fail, lookups: () => lookups }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('EvmAdapter.resolveName cache', () => {
  it('reuses an answer for 5 minutes per chain and name, whatever the case', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { adapter, lookups } = setup()
    const answers = await Promise.all([
      adapter.resolveName({ name: 'alice.eth', network }),
      adapter.resolveName({ name: 'Alice.eth', network }),
    ])
    expect(answers).toEqual([alice, alice])
    expect(lookups()).toBe(1)
    vi.setSystemTime(Date.now() + profileCacheTime - 1000)
    expect(await adapter.resolveName({ name: 'alice.eth', network })).toBe(alice)
    expect(lookups()).toBe(1)
    vi.setSystemTime(Date.now() + 2000)
    await adapter.resolveName({ name: 'alice.eth', network })
    expect(lookups()).toBe(2)
  })

  it('keeps a failed lookup only briefly', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { adapter, fail, lookups } = setup()
    fail.now = true
    await expect(adapter.resolveName({ name: 'alice.eth', network })).rejects.toThrow('Error resolving name')
    await expect(adapter.resolveName({ name: 'alice.eth', network })).rejects.toThrow('Error resolving name')
    expect(lookups()).toBe(1)
    fail.now = false
    vi.setSystemTime(Date.now() + profileFailureCacheTime + 1)
    expect(await adapter.resolveName({ name: 'alice.eth', network })).toBe(alice)
  })
})

describe('EvmAdapter.isAddress and the Send parameters', () => {
  it('check the EIP-55 checksum of a mixed-case address only', async () => {
    const adapter = new EvmAdapter({ networks: [mainnet], storage: null })
    expect(await adapter.isAddress(alice)).toBe(true)
    expect(await adapter.isAddress(alice.toLowerCase())).toBe(true)
    expect(await adapter.isAddress(alice.slice(2))).toBe(true)
    const wrong = alice.replace('C5', 'c5')
    expect(await adapter.isAddress(wrong)).toBe(false)
    // Send refuses it before asking the RPC or the wallet.
    await expect(adapter.estimateSend({ from: alice, to: wrong, amount: 1n, network })).rejects.toThrow(
      'checksum',
    )
  })
})
