import type { BenchResult, Pass } from './run.js'
import { percentiles } from './stats.js'

const ratio = (cross: Pass, same: Pass) => percentiles(cross).p99 / percentiles(same).p99
const times = (value: number) => `${value.toFixed(2)}x`
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * The target, round by round: the p99 of the two-instance run where every message crosses
 * over the p99 of `baseline` (named by `what`) in the same round, saturated and paced. Undefined
 * without both runs.
 */
export function formatRatios(
  what: string,
  baseline: readonly BenchResult[],
  cross: readonly BenchResult[],
): string | undefined {
  const same = baseline
  const rounds = Math.min(same.length, cross.length)
  if (rounds === 0) return undefined
  const pass = (name: 'saturated' | 'paced') => {
    const ratios = Array.from({ length: rounds }, (_, i) =>
      ratio((cross[i] as BenchResult)[name], (same[i] as BenchResult)[name]),
    )
    const spread = rounds > 1 ? ` (median ${times(median(ratios))})` : ''
    return `${name} ${ratios.map(times).join(' ')}${spread}`
  }
  const label = rounds > 1 ? `${rounds} rounds` : 'one round'
  return `p99, crossing / ${what} (${label}): ${pass('saturated')}; ${pass('paced')}`
}
