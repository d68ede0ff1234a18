import {
  custom,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  type Hex,
  multicall3Abi,
  toFunctionSelector,
} from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { EvmAdapter } from '../EvmAdapter.js'
import { toCaipNetwork } from '../network/toCaipNetwork.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = toCaipNetwork(mainnet)
const aggregate3Selector = toFunctionSelector('aggregate3((address,bool,bytes)[])')

/**
 * An adapter on mainnet whose RPC answers every balance read with `wei` (or fails with it). wagmi's
 * clients read balances through multicall3 (getEthBalance, possibly batched in aggregate3).
 */
function setup(wei: bigint | Error) {
  const transport = custom(
    {
      async request({ method, params }: { method: string; params?: unknown }) {
        if (wei instanceof Error) throw wei
        if (method === 'eth_getBalance') return `0x${wei.toString(16)}`
        if (method !== 'eth_call') throw new Error(`unscripted ${method}`)
        const returnData = encodeAbiParameters([{ type: 'uint256' }], [wei])
        const [{ data }] = params as [{ data: Hex }]
        if (!data.startsWith(aggregate3Selector)) return returnData
        const { args } = decodeFunctionData({ abi: multicall3Abi, data })
        return encodeFunctionResult({
          abi: multicall3Abi,
          functionName: 'aggregate3',
          result: (args[0] as readonly unknown[]).map(() => ({ success: true, returnData })),
        })
      },
    },
    { retryCount: 0 },
  )
  return new EvmAdapter({ networks: [mainnet], storage: null, transports: { 1: transport } })
}

describe('EvmAdapter.getBalance', () => {
  it('formats the native balance in whole units with the currency symbol', async () => {
    const adapter = setup(1_500_000_000_000_000_000n)
    expect(await adapter.getBalance({ address, network })).toEqual({ balance: '1.5', symbol: 'ETH' })
  })

  it("fails with 'Token Balance Unavailable', keeping the RPC code, when the RPC fails", async () => {
    const adapter = setup(Object.assign(new Error('Internal error'), { code: -32603 }))
    await expect(adapter.getBalance({ address, network })).rejects.toMatchObject({
      name: 'WalletRequestError',
      shortMessage: 'Token Balance Unavailable',
      rpcCode: -32603,
    })
  })
})
