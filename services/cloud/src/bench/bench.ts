// `npm run bench -w services/cloud`: /getWallets latency and throughput on loopback, in-memory database.
import { Agent } from 'node:http'
import { openDb } from '../db/open.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { startCloud } from '../server/startCloud.js'
import { loadTest } from './loadTest.js'

const CONCURRENCY = 100
const MAX_REQUESTS = 5000
const MAX_DURATION_MS = 10_000

const db = await openDb({ memory: true })
const cached = await startCloud({ port: 0, host: '127.0.0.1', db })
// A second server on the same database with caching off measures the database path itself.
const uncached = await startCloud({ port: 0, host: '127.0.0.1', db, cacheTtlMs: 0 })
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
try {
  const cases = [
    ['/getWallets', cached.url, 'page=1&entries=40'],
    ['/getWallets search', cached.url, 'search=wallet&entries=40'],
    ['/getWallets uncached', uncached.url, 'page=1&entries=40'],
    ['/getWallets search uncached', uncached.url, 'search=wallet&entries=40'],
  ] as const
  for (const [label, base, query] of cases) {
    const url = `${base}/getWallets?${query}&projectId=${DEMO_PROJECT_ID}&st=appkit&sv=bench`
    // Open all keep-alive connections and warm the query plans first, so the figures measure
    // requests rather than TCP handshakes queued behind a busy accept loop.
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
    await loadTest({
      url,
      agent,
      concurrency: CONCURRENCY,
      maxRequests: 2 * CONCURRENCY,
      maxDurationMs: 60_000,
    })
    const result = await loadTest({
      url,
      agent,
      concurrency: CONCURRENCY,
      maxRequests: MAX_REQUESTS,
      maxDurationMs: MAX_DURATION_MS,
    })
    agent.destroy()
    const failed = result.failures ? `, ${result.failures} failed` : ''
    console.log(
      `cloud ${label}: p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ` +
        `${number.format(result.requestsPerSecond)} req/s (${CONCURRENCY} concurrent clients, ${result.requests} requests${failed})`,
    )
  }
} finally {
  await uncached.stop().catch(() => {})
  await cached.stop()
}
