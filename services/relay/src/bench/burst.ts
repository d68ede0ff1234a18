import { performance } from 'node:perf_hooks'
import { randomTopic } from '../testing/raw-client.js'
import { BenchClient } from './benchClient.js'
import type { CpuProbe } from './cpu.js'

/** One publisher sends one message to each of `sockets` topics at once, each with its own subscriber. */
export interface BurstResult {
  sockets: number
  /** Messages delivered per second, from the first publish sent to the last push received. */
  rate: number
  /** CPU ms per message: the relay, its database server (if probed). */
  cpu?: { relayMs: number; databaseMs?: number }
}

/**
 * `sockets` subscribers connect (in slices of 100) and each subscribes to a topic of its own; then one
 * publisher sends a message to every topic without waiting for answers, as an app fanning out an
 * update does. The relay must allow that publisher `sockets` publishes a minute and as many stored
 * (bench/relays.ts raises the limits of the relays it spawns).
 */
export async function runBurst(url: string, sockets: number, cpu?: CpuProbe): Promise<BurstResult> {
  const clients: BenchClient[] = []
  try {
    for (let i = 0; i < sockets; i += 100) {
      const slice = await Promise.all(
        Array.from({ length: Math.min(100, sockets - i) }, () => BenchClient.connect(url)),
      )
      clients.push(...slice)
    }
    const topics = clients.map(() => randomTopic())
    await Promise.all(clients.map((client, i) => client.subscribe(topics[i] as string)))
    const publisher = await BenchClient.connect(url)
    clients.push(publisher)
    let remaining = sockets
    const delivered = new Promise<void>((resolve) => {
      for (const client of clients) {
        client.onPush = () => {
          remaining -= 1
          if (remaining === 0) resolve()
        }
      }
    })
    const relayBefore = cpu?.relay() ?? 0
    const databaseBefore = cpu?.database?.()
    const started = performance.now()
    const answers = topics.map((topic, i) => publisher.publish(topic, `burst:${i}:${'x'.repeat(64)}`))
    for (const error of await Promise.all(answers))
      if (error !== undefined) throw new Error(`burst publish failed: ${error}`)
    await delivered
    const elapsedMs = performance.now() - started
    const result: BurstResult = { sockets, rate: (sockets / elapsedMs) * 1000 }
    if (cpu) {
      const databaseAfter = cpu.database?.()
      result.cpu = {
        relayMs: (cpu.relay() - relayBefore) / sockets,
        ...(databaseAfter === undefined
          ? {}
          : { databaseMs: (databaseAfter - (databaseBefore ?? 0)) / sockets }),
      }
    }
    return result
  } finally {
    await Promise.all(clients.map((client) => client.close()))
  }
}

/** `; burst to 2,000 sockets: 3,120 msg/s (CPU per message: relay 0.101 ms + database 0.040 ms)` */
export function formatBurst(burst: BurstResult): string {
  const cpu = burst.cpu
    ? ` (CPU per message: relay ${burst.cpu.relayMs.toFixed(3)} ms${
        burst.cpu.databaseMs === undefined ? '' : ` + database ${burst.cpu.databaseMs.toFixed(3)} ms`
      })`
    : ''
  return `; burst to ${burst.sockets.toLocaleString('en-US')} sockets: ${Math.round(burst.rate).toLocaleString('en-US')} msg/s${cpu}`
}
