import { describe, expect, it } from 'vitest'
import { SWAP_DEADLINE_SECONDS, swapDeadline } from './deadline.js'

const NOW_MS = 1_800_000_000_000
const NOW = BigInt(NOW_MS / 1000)

describe('swapDeadline', () => {
  it('counts 20 minutes from the clock when the latest block is older (a chain idle for an hour)', () => {
    expect(swapDeadline(NOW - 3600n, NOW_MS)).toBe(NOW + 1200n)
    expect(SWAP_DEADLINE_SECONDS).toBe(1200)
  })

  it('counts from the block when the chain runs ahead of the clock', () => {
    expect(swapDeadline(NOW + 7200n, NOW_MS)).toBe(NOW + 7200n + 1200n)
  })

  it('uses whole seconds of the clock', () => {
    expect(swapDeadline(0n, NOW_MS + 999)).toBe(NOW + 1200n)
  })
})
