import { describe, expect, it } from 'vitest'
import { feeEstimator } from './fees.js'

describe('feeEstimator', () => {
  it("multiplies the chain's gas estimate by its gas price for the transaction asked about", async () => {
    const calls: unknown[][] = []
    const estimate = feeEstimator(async (method, params) => {
      calls.push([method, params])
      return method === 'eth_estimateGas' ? '0x30d40' : '0x3b9aca00'
    })
    const tx = { from: '0x1', to: '0x2', value: '0x1' }
    expect(await estimate(tx)).toBe(200_000n * 1_000_000_000n)
    expect(calls).toEqual([
      ['eth_estimateGas', [tx]],
      ['eth_gasPrice', []],
    ])
  })

  it('gives nothing when the chain refuses, answers nonsense or is too slow', async () => {
    expect(
      await feeEstimator(async () => Promise.reject(new Error('execution reverted')))({}),
    ).toBeUndefined()
    expect(await feeEstimator(async () => null)({})).toBeUndefined()
    expect(await feeEstimator(() => new Promise(() => {}), 20)({})).toBeUndefined()
  })
})
