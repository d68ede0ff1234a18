import { performance } from 'node:perf_hooks'
import { randomTopic } from '../testing/raw-client.js'
import { BenchClient } from './benchClient.js'
import type { BurstResult } from './burst.js'
import type { CpuProbe } from './cpu.js'
import type { MemoryFigures } from './memory.js'
import { pairAcross, pairWithin } from './pairs.js'

export interface BenchOptions {
  url: string
  clients: number
  /** Messages each client publishes to its partner's topic in the saturated pass. */
  messagesPerClient: number
  /** Messages each client publishes in the paced pass. */
  pacedMessagesPerClient: number
  /** Messages each client publishes before measuring (JIT, pools, caches), one in flight at a time. */
  warmupMessages: number
  /** Messages per second, all clients together, in the paced pass. */
  rate: number
  /** Which instance each topic's subscriber is on; the bench then pairs clients by it. */
  placement?: (topics: readonly string[]) => Promise<ReadonlyMap<string, string>>
  /** Pair clients on different instances (every message crosses; the default) or on the same one. */
  pairing?: 'across' | 'within'
  /** CPU used by the relay processes (and their database server), read before and after each pass. */
  cpu?: CpuProbe
  /** Sockets of the burst (one-instance runs; 0: none): one publisher, a message to each one's topic. */
  burst?: number
}

/** One pass: publish-to-push latencies (ms) and how long it took from its first publish to its last push. */
export interface Pass {
  latencies: number[]
  elapsedMs: number
  /** CPU ms the pass cost the relay processes, their database server and proxy (if probed) and the bench. */
  cpu?: { relayMs: number; databaseMs?: number; proxyMs?: number; benchMs: number }
}

export interface BenchResult {
  /** Each client publishes its next message once the previous one was answered: the relay's capacity. */
  saturated: Pass
  /** Every client publishes on a clock, answered or not, `rate` messages a second in all: the latency. */
  paced: Pass
  pairs: number
  /** Pairs whose two clients are on different instances (every message they exchange crosses). */
  pairsAcross: number
  /** The relay process's memory (one instance: the memory, PGlite and PostgreSQL runs). */
  memory?: MemoryFigures
  burst?: BurstResult
}

/**
 * Connects `clients` sockets in pairs; each publishes to its partner's topic and acks what it
 * receives. Latency is publish-sent to push-received on one clock.
 */
export async function runBench(options: BenchOptions): Promise<BenchResult> {
  const clients: BenchClient[] = []
  // Connect in slices: a thousand simultaneous handshakes overflow the accept backlog on 2 cores.
  for (let i = 0; i < options.clients; i += 100) {
    const slice = Math.min(100, options.clients - i)
    clients.push(
      ...(await Promise.all(Array.from({ length: slice }, () => BenchClient.connect(options.url)))),
    )
  }
  const topics = clients.map(() => randomTopic())
  await Promise.all(clients.map((client, i) => client.subscribe(topics[i] as string)))
  // Round-robin does not promise that neighbours land apart: ask where each one is, then pair.
  const placement = options.placement ? await options.placement(topics) : new Map<string, string>()
  const pairs = options.pairing === 'within' ? pairWithin : pairAcross
  const { partner, across } = pairs(topics.map((topic) => placement.get(topic) ?? ''))
  const bench = new Deliveries(clients, options.cpu)
  const target = (i: number) => topics[partner[i] ?? i] as string

  await bench.closedLoop('warm', options.warmupMessages, target)
  const saturated = await bench.closedLoop('sat', options.messagesPerClient, target)
  const paced = await bench.paced('paced', options.pacedMessagesPerClient, options.rate, target)
  await Promise.all(clients.map((client) => client.close()))
  return { saturated, paced, pairs: clients.length / 2, pairsAcross: across }
}

/** What makes each message about as long as a small WalletConnect envelope. */
const PADDING = 'x'.repeat(64)

/** A pass with no push for this long has lost something (a saturated pass pushes every few ms). */
const STALL_MS = 20_000

/** Sends numbered messages and times their pushes; message texts are unique per pass. */
class Deliveries {
  readonly #clients: readonly BenchClient[]
  readonly #cpu: CpuProbe | undefined
  readonly #sentAt = new Map<string, number>()
  /** Publishes the relay has not answered yet. */
  readonly #unanswered = new Set<string>()
  #latencies: number[] = []
  #expected = 0
  #done: () => void = () => {}

  constructor(clients: readonly BenchClient[], cpu?: CpuProbe) {
    this.#clients = clients
    this.#cpu = cpu
    for (const client of clients) {
      client.onPush = (message) => {
        const start = this.#sentAt.get(message)
        if (start === undefined) return
        this.#sentAt.delete(message)
        this.#latencies.push(performance.now() - start)
        if (this.#latencies.length === this.#expected) this.#done()
      }
    }
  }

  async closedLoop(pass: string, perClient: number, target: (i: number) => string): Promise<Pass> {
    return this.#measure(perClient, () =>
      Promise.all(
        this.#clients.map(async (client, i) => {
          for (let k = 0; k < perClient; k++) await this.#publish(client, target(i), `${pass}:${i}:${k}`)
        }),
      ),
    )
  }

  async paced(pass: string, perClient: number, rate: number, target: (i: number) => string): Promise<Pass> {
    const interval = (this.#clients.length / rate) * 1000
    return this.#measure(perClient, () =>
      Promise.all(
        this.#clients.map(async (client, i) => {
          // Clients start spread over one interval, so the relay sees a steady rate, not waves.
          const start = performance.now() + (interval * i) / this.#clients.length
          const sends: Array<Promise<void>> = []
          for (let k = 0; k < perClient; k++) {
            const wait = start + k * interval - performance.now()
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
            sends.push(this.#publish(client, target(i), `${pass}:${i}:${k}`))
          }
          await Promise.all(sends)
        }),
      ),
    )
  }

  async #measure(perClient: number, send: () => Promise<unknown>): Promise<Pass> {
    this.#latencies = []
    this.#expected = this.#clients.length * perClient
    if (this.#expected === 0) return { latencies: [], elapsedMs: 0 }
    const delivered = new Promise<void>((resolve) => {
      this.#done = resolve
    })
    const cpu = this.#cpuNow()
    const started = performance.now()
    await this.#watched(send().then(() => delivered))
    const elapsedMs = performance.now() - started
    const after = this.#cpuNow()
    const used = {
      relayMs: after.relay - cpu.relay,
      benchMs: after.bench - cpu.bench,
      ...(after.database === undefined ? {} : { databaseMs: after.database - (cpu.database ?? 0) }),
      ...(after.proxy === undefined ? {} : { proxyMs: after.proxy - (cpu.proxy ?? 0) }),
    }
    return { latencies: this.#latencies, elapsedMs, ...(this.#cpu ? { cpu: used } : {}) }
  }

  #cpuNow(): { relay: number; database: number | undefined; proxy: number | undefined; bench: number } {
    const { user, system } = process.cpuUsage()
    return {
      relay: this.#cpu?.relay() ?? 0,
      database: this.#cpu?.database?.(),
      proxy: this.#cpu?.proxy?.(),
      bench: (user + system) / 1000,
    }
  }

  /**
   * Waits for the pass, failing with what is missing once nothing arrived for STALL_MS: a message the
   * relay lost would otherwise hang the bench without a word.
   */
  async #watched(pass: Promise<unknown>): Promise<void> {
    let seen = -1
    let timer: ReturnType<typeof setInterval> | undefined
    const stalled = new Promise<never>((_, reject) => {
      timer = setInterval(() => {
        const count = this.#latencies.length
        if (count !== seen) {
          seen = count
          return
        }
        const missing = [...this.#sentAt.keys()]
        const unanswered = missing.filter((message) => this.#unanswered.has(message))
        const closed = this.#clients.filter((client) => client.socket.readyState !== client.socket.OPEN)
        reject(
          new Error(
            `no push for ${STALL_MS / 1000} s: ${count} of ${this.#expected} delivered; ${unanswered.length} publishes unanswered; ${closed.length} sockets closed; undelivered: ${missing.slice(0, 5).join(', ')}`,
          ),
        )
      }, STALL_MS)
    })
    try {
      await Promise.race([pass, stalled])
    } finally {
      clearInterval(timer)
    }
  }

  async #publish(client: BenchClient, topic: string, id: string): Promise<void> {
    const message = `${id}:${PADDING}`
    this.#sentAt.set(message, performance.now())
    this.#unanswered.add(message)
    const error = await client.publish(topic, message)
    this.#unanswered.delete(message)
    if (error !== undefined) throw new Error(`publish failed: ${error}`)
  }
}
