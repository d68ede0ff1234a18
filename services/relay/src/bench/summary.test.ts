import { describe, expect, it } from 'vitest'
import type { BenchResult } from './run.js'
import { formatMedians, formatRatios } from './summary.js'

// A run whose passes have these latencies (ms), 100 messages each over one second.
function run(paced: number, saturated = paced): BenchResult {
  const pass = (ms: number) => ({
    latencies: Array.from({ length: 100 }, (_, i) => (i < 98 ? 1 : ms)),
    elapsedMs: 1000,
  })
  return { paced: pass(paced), saturated: pass(saturated), pairs: 500, pairsAcross: 0 }
}

describe('bench summary', () => {
  it("states each configuration's median p50 and p99 over the rounds", () => {
    const one = { name: 'one instance', results: [run(5), run(9), run(6)] }
    const crossing = { name: 'crossing', results: [run(8), run(30), run(10)] }
    expect(formatMedians('paced', [one, crossing, { name: 'not run', results: [] }], 1000)).toBe(
      'paced at 1,000 msg/s (medians of 3 rounds): one instance p50 1.0 ms, p99 6.0 ms; crossing p50 1.0 ms, p99 10.0 ms',
    )
    expect(formatMedians('saturated', [one], 1000)).toBe(
      'saturated (medians of 3 rounds): one instance 100 msg/s, p50 1.0 ms, p99 6.0 ms',
    )
    expect(formatMedians('paced', [{ name: 'x', results: [] }], 1000)).toBeUndefined()
  })

  it('gives the p99 ratio of the crossing run over a baseline round by round, and its median', () => {
    const one = { name: 'one instance', results: [run(5, 100), run(10, 100)] }
    const crossing = { name: 'crossing', results: [run(10, 150), run(15, 300)] }
    expect(formatRatios(one, crossing)).toBe(
      'p99, crossing / one instance (medians of 2 rounds): paced 1.75x (rounds: 2.00x 1.50x); saturated 2.25x (rounds: 1.50x 3.00x)',
    )
    expect(formatRatios(one, { name: 'crossing', results: [] })).toBeUndefined()
    expect(formatRatios({ name: 'one', results: [run(4)] }, { name: 'crossing', results: [run(6)] })).toBe(
      'p99, crossing / one (one round): paced 1.50x; saturated 1.50x',
    )
  })
})
