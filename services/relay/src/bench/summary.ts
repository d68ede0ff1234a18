import type { BenchResult, Pass } from './run.js'
import { percentiles, rateOf } from './stats.js'

const times = (value: number) => `${value.toFixed(2)}x`
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/** The runs of one store, one per round, and how its lines name it. */
export interface Runs {
  name: string
  results: readonly BenchResult[]
}

const rounds = (count: number) => (count > 1 ? `medians of ${count} rounds` : 'one round')

/**
 * `paced at 1,000 msg/s (medians of 3 rounds): one instance p50 1.0 ms, p99 5.0 ms; ...`: the median
 * over rounds of each run's p50 and p99 (and msg/s when saturated), for each of `runs` that ran.
 */
export function formatMedians(
  pass: 'saturated' | 'paced',
  runs: readonly Runs[],
  rate: number,
): string | undefined {
  const present = runs.filter((run) => run.results.length > 0)
  if (present.length === 0) return undefined
  const count = Math.max(...present.map((run) => run.results.length))
  const figures = present.map(({ name, results }) => {
    const each = results.map((result) => percentiles(result[pass]))
    // The saturated pass measures capacity too.
    const capacity =
      pass === 'saturated'
        ? `${Math.round(median(results.map((result) => rateOf(result.saturated)))).toLocaleString('en-US')} msg/s, `
        : ''
    return `${name} ${capacity}p50 ${ms(median(each.map((p) => p.p50)))} ms, p99 ${ms(median(each.map((p) => p.p99)))} ms`
  })
  const label = pass === 'paced' ? `paced at ${Math.round(rate).toLocaleString('en-US')} msg/s` : 'saturated'
  return `${label} (${rounds(count)}): ${figures.join('; ')}`
}

/**
 * The target, round by round: the p99 of the two-instance run where every message crosses
 * over the p99 of `baseline` in the same round, paced and saturated, with their medians. Undefined
 * without both runs.
 */
export function formatRatios(baseline: Runs, cross: Runs): string | undefined {
  const count = Math.min(baseline.results.length, cross.results.length)
  if (count === 0) return undefined
  const ratios = (pass: 'saturated' | 'paced') =>
    Array.from({ length: count }, (_, i) => {
      const p99 = (result: BenchResult | undefined) => percentiles(result?.[pass] as Pass).p99
      return p99(cross.results[i]) / p99(baseline.results[i])
    })
  const pass = (name: 'saturated' | 'paced') => {
    const each = ratios(name)
    const rest = count > 1 ? ` (rounds: ${each.map(times).join(' ')})` : ''
    return `${name} ${times(median(each))}${rest}`
  }
  return `p99, ${cross.name} / ${baseline.name} (${rounds(count)}): ${pass('paced')}; ${pass('saturated')}`
}
