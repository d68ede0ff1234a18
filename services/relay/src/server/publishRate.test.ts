import { describe, expect, it } from 'vitest'
import { PublishRate } from './publishRate.js'

describe('PublishRate', () => {
  it('allows `limit` publishes per client in a window, then refuses until the window ends', () => {
    let clock = 1_000
    const rate = new PublishRate(2, 60_000, () => clock)
    expect([rate.take('a'), rate.take('a'), rate.take('a')]).toEqual([true, true, false])
    expect(rate.take('b')).toBe(true)
    clock += 59_999
    expect(rate.take('a')).toBe(false)
    clock += 1
    expect([rate.take('a'), rate.take('a'), rate.take('a')]).toEqual([true, true, false])
  })

  it('forgets windows that ended, so clients that left hold no memory', () => {
    let clock = 0
    const rate = new PublishRate(1, 1_000, () => clock)
    for (let i = 0; i < 100; i++) rate.take(`client-${i}`)
    expect(rate.clients).toBe(100)
    clock = 120_000
    rate.take('late')
    expect(rate.clients).toBe(1)
  })
})
