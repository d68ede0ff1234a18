/** The q-quantile (0..1) of sorted numbers, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[index] ?? Number.NaN
}

/** `relay: p50 2.1 ms, p99 15.3 ms, 12,345 msg/s (1000 clients)` */
export function formatBenchLine(
  label: string,
  latencies: number[],
  elapsedMs: number,
  clients: number,
): string {
  const sorted = [...latencies].sort((a, b) => a - b)
  const rate = Math.round((latencies.length / elapsedMs) * 1000)
  return `${label}: p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms, ${rate.toLocaleString('en-US')} msg/s (${clients} clients)`
}
