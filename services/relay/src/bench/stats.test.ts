import { describe, expect, it } from 'vitest'
import { formatBenchLine, quantile } from './stats.js'

describe('bench figures', () => {
  it('takes nearest-rank quantiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(quantile(sorted, 0.5)).toBe(50)
    expect(quantile(sorted, 0.99)).toBe(99)
    expect(quantile([7], 0.99)).toBe(7)
  })

  it('prints the line the README promises', () => {
    expect(formatBenchLine('relay', [1, 2, 3, 40], 2, 1000)).toBe(
      'relay: p50 2.0 ms, p99 40.0 ms, 2,000 msg/s (1000 clients)',
    )
  })
})
