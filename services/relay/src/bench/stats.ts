import { formatBurst } from './burst.js'
import { formatMemory } from './memory.js'
import type { BenchResult, Pass } from './run.js'

/** The q-quantile (0..1) of sorted numbers, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[index] ?? Number.NaN
}

/** p50 and p99 of a pass, in ms. */
export function percentiles(pass: Pass): { p50: number; p99: number } {
  const sorted = [...pass.latencies].sort((a, b) => a - b)
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) }
}

/** Messages delivered per second in a pass. */
export function rateOf(pass: Pass): number {
  return pass.elapsedMs > 0 ? (pass.latencies.length / pass.elapsedMs) * 1000 : 0
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))
const count = (value: number) => Math.round(value).toLocaleString('en-US')

/**
 * `relay (…): 2,962 msg/s, p50 329 ms, p99 419 ms; at 1,000 msg/s: p50 4.1 ms, p99 25 ms (1000 clients)`:
 * the saturated pass (capacity; its latency is mostly queueing), then the paced one.
 */
export function formatBenchLine(label: string, result: BenchResult, rate: number): string {
  const saturated = percentiles(result.saturated)
  const paced = percentiles(result.paced)
  const delivered = rateOf(result.paced)
  // A relay that cannot keep up with the paced rate says so instead of printing a queue's latency.
  const behind = delivered < rate * 0.95 ? `, fell behind: ${count(delivered)} msg/s delivered` : ''
  const where =
    result.pairsAcross > 0 ? `, ${result.pairsAcross} of ${result.pairs} pairs across instances` : ''
  return (
    `${label}: ${count(rateOf(result.saturated))} msg/s, p50 ${ms(saturated.p50)} ms, p99 ${ms(saturated.p99)} ms; ` +
    `at ${count(rate)} msg/s: p50 ${ms(paced.p50)} ms, p99 ${ms(paced.p99)} ms` +
    ` (${result.pairs * 2} clients${where}${behind})` +
    formatCpu(result.saturated) +
    (result.burst ? formatBurst(result.burst) : '') +
    (result.memory ? `; ${formatMemory(result.memory)}` : '')
  )
}

/** `; CPU per message saturated: relay 0.081 ms + database 0.052 ms (nginx 0.030 ms, bench 0.060 ms)` */
function formatCpu(pass: Pass): string {
  const { cpu } = pass
  const count = pass.latencies.length
  if (!cpu || count === 0) return ''
  const per = (ms: number) => `${(ms / count).toFixed(3)} ms`
  const database = cpu.databaseMs === undefined ? '' : ` + database ${per(cpu.databaseMs)}`
  const proxy = cpu.proxyMs === undefined ? '' : `nginx ${per(cpu.proxyMs)}, `
  return `; CPU per message saturated: relay ${per(cpu.relayMs)}${database} (${proxy}bench ${per(cpu.benchMs)})`
}
