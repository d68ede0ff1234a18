import { type Agent, request } from 'node:http'

export interface LoadTestOptions {
  /** One URL, or several taken in turn (request n asks urls[n % length]). */
  url: string | readonly string[]
  /** Keep-alive agent; pass the same one to a warm-up run so the measured run reuses its connections. */
  agent: Agent
  concurrency: number
  maxRequests: number
  maxDurationMs: number
}

export interface LoadTestResult {
  requests: number
  failures: number
  durationMs: number
  p50Ms: number
  p99Ms: number
  requestsPerSecond: number
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN
}

/**
 * Closed-loop load: `concurrency` clients on keep-alive connections, each sending its next GET as
 * soon as the previous answer is read, until `maxRequests` were sent or `maxDurationMs` passed.
 */
export async function loadTest(options: LoadTestOptions): Promise<LoadTestResult> {
  const { agent } = options
  const targets = (typeof options.url === 'string' ? [options.url] : options.url).map((url) => new URL(url))
  const latencies: number[] = []
  let sent = 0
  let failures = 0
  const started = performance.now()
  const deadline = started + options.maxDurationMs

  const once = (target: URL) =>
    new Promise<void>((resolve) => {
      const begin = performance.now()
      const req = request(target, { agent }, (res) => {
        res.resume()
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - begin)
          else failures++
          resolve()
        })
      })
      req.on('error', () => {
        failures++
        resolve()
      })
      req.end()
    })

  const client = async () => {
    while (sent < options.maxRequests && performance.now() < deadline) {
      const target = targets[sent % targets.length] as URL
      sent++
      await once(target)
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, client))
  const durationMs = performance.now() - started
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    requests: sent,
    failures,
    durationMs,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    requestsPerSecond: (latencies.length / durationMs) * 1000,
  }
}
