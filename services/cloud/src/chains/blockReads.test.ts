import { describe, expect, it, vi } from 'vitest'
import { createBlockReads } from './blockReads.js'

describe('reads cached per block', () => {
  it('asks the head once per burst, reads once per block and key, and reads again at a new block', async () => {
    let block = 10n
    const headBlock = vi.fn(async () => block)
    const load = vi.fn(async (blockNumber: bigint) => `balance at ${blockNumber}`)
    const reads = createBlockReads(headBlock)

    const burst = await Promise.all(Array.from({ length: 50 }, () => reads.read('alice', load)))
    expect(new Set(burst)).toEqual(new Set(['balance at 10']))
    expect(headBlock).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledTimes(1)

    expect(await reads.read('alice', load)).toBe('balance at 10')
    expect(await reads.read('bob', load)).toBe('balance at 10')
    expect(load).toHaveBeenCalledTimes(2)

    block = 11n
    expect(await reads.read('alice', load)).toBe('balance at 11')
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('does not keep a failed read or a failed head', async () => {
    const headBlock = vi.fn<() => Promise<bigint>>().mockRejectedValueOnce(new Error('node down'))
    headBlock.mockResolvedValue(5n)
    const load = vi.fn<(blockNumber: bigint) => Promise<string>>().mockRejectedValueOnce(new Error('timeout'))
    load.mockResolvedValue('ok')
    const reads = createBlockReads(headBlock)
    await expect(reads.read('alice', load)).rejects.toThrow('node down')
    await expect(reads.read('alice', load)).rejects.toThrow('timeout')
    expect(await reads.read('alice', load)).toBe('ok')
  })
})
