import { describe, expect, it } from 'vitest'
import { formatBenchLine, quantile } from './stats.js'

describe('bench figures', () => {
  it('takes nearest-rank quantiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(quantile(sorted, 0.5)).toBe(50)
    expect(quantile(sorted, 0.99)).toBe(99)
    expect(quantile([7], 0.99)).toBe(7)
  })

  it('prints capacity and saturated latency, then the latency at the paced rate', () => {
    const result = {
      saturated: { latencies: [1, 2, 3, 400], elapsedMs: 2 },
      paced: { latencies: [1, 2, 3, 40], elapsedMs: 4 },
      pairs: 500,
      pairsAcross: 500,
    }
    expect(formatBenchLine('relay', result, 1)).toBe(
      'relay: 2,000 msg/s, p50 2.0 ms, p99 400 ms; at 1 msg/s: p50 2.0 ms, p99 40.0 ms (1000 clients, 500 of 500 pairs across instances)',
    )
    const memory = {
      idleRss: 88 * 1024 * 1024,
      afterRunRss: 140 * 1024 * 1024,
      bytesPerSocket: 9626,
      sockets: 500,
    }
    expect(formatBenchLine('relay', { ...result, pairsAcross: 0, memory }, 1)).toMatch(
      /\(1000 clients\); idle RSS 88 MiB \(140 MiB after the run\), 9\.4 KiB per idle socket \(500 more\)$/,
    )
    expect(formatBenchLine('relay', { ...result, pairsAcross: 0 }, 2000)).toMatch(
      /\(1000 clients, fell behind: 1,000 msg\/s delivered\)$/,
    )
  })
})
