import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { RawRelayClient, randomTopic } from '../testing/raw-client.js'
import { runBurst } from './burst.js'
import type { RelayProcess } from './relays.js'
import { type BenchOptions, type BenchResult, runBench } from './run.js'

/** A relay's resident memory: at rest, and what each idle authenticated socket adds to it. */
export interface MemoryFigures {
  /** Resident size (bytes) after start and a full collection, no client connected. */
  idleRss: number
  /** The same once the bench's run is over and its clients gone (the store has worked; caches are warm). */
  afterRunRss?: number
  /** Resident bytes each of `sockets` more idle authenticated sockets (subscribed to a topic) adds. */
  bytesPerSocket: number
  sockets: number
}

/** Resident set size of a process in bytes (Linux /proc; elsewhere ps). */
export function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    if (match?.[1]) return Number(match[1]) * 1024
  } catch {}
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) * 1024
  )
}

/** Collects the relay's garbage (bench/relays.ts), then reads its resident size, median of three. */
async function settledRss(pid: number): Promise<number> {
  const reads: number[] = []
  for (let i = 0; i < 3; i++) {
    process.kill(pid, 'SIGUSR2')
    await new Promise((resolve) => setTimeout(resolve, 300))
    reads.push(rssOf(pid))
  }
  return reads.sort((a, b) => a - b)[1] as number
}

/**
 * Idle RSS of the relay process `pid`, then clients connect (auth JWT checked) and each subscribes
 * to a topic of its own, as a dApp or wallet that waits does: the first half of `sockets`, then the
 * second, and the RSS the second half adds, per socket (the first pays one-time costs: heap growth,
 * code compiled, pools). The sockets close afterwards.
 */
async function measureMemory(pid: number, url: string, sockets: number): Promise<MemoryFigures> {
  const idleRss = await settledRss(pid)
  const clients: RawRelayClient[] = []
  const connect = async (count: number) => {
    for (let i = 0; i < count; i += 100) {
      const slice = await Promise.all(
        Array.from({ length: Math.min(100, count - i) }, () => RawRelayClient.connect(url)),
      )
      clients.push(...slice)
      await Promise.all(slice.map((client) => client.call('irn_subscribe', { topic: randomTopic() })))
    }
  }
  try {
    const half = Math.max(1, Math.floor(sockets / 2))
    await connect(half)
    const before = await settledRss(pid)
    await connect(half)
    const after = await settledRss(pid)
    return { idleRss, bytesPerSocket: Math.max(0, after - before) / half, sockets: half }
  } finally {
    await Promise.all(clients.map((client) => client.close()))
  }
}

/** Sockets the per-socket figure is measured with (two halves). */
const MEMORY_SOCKETS = 4000

/**
 * The relay's memory at rest and per idle socket (on its own URL, no proxy), then the bench through
 * `options.url` and the burst, then its resident size once the bench's clients are gone.
 */
export async function benchWithMemory(relay: RelayProcess, options: BenchOptions): Promise<BenchResult> {
  // Halves of at least 2,000: V8 grows its heap in steps of several MiB, which over 500 sockets read
  // as 10-20 KiB each more or less from one run to the next.
  const memory = await measureMemory(relay.pid, relay.url, Math.max(options.clients, MEMORY_SOCKETS))
  const result = await runBench(options)
  const burst = options.burst ? await runBurst(options.url, options.burst, options.cpu) : undefined
  memory.afterRunRss = await settledRss(relay.pid)
  return { ...result, memory, ...(burst ? { burst } : {}) }
}

/** `idle RSS 88 MiB (140 MiB after the run), 9.4 KiB per idle socket (500 more)` */
export function formatMemory(memory: MemoryFigures): string {
  const mib = (memory.idleRss / 1024 / 1024).toFixed(0)
  const kib = (memory.bytesPerSocket / 1024).toFixed(1)
  const after =
    memory.afterRunRss === undefined
      ? ''
      : ` (${(memory.afterRunRss / 1024 / 1024).toFixed(0)} MiB after the run)`
  return `idle RSS ${mib} MiB${after}, ${kib} KiB per idle socket (${memory.sockets.toLocaleString('en-US')} more)`
}
