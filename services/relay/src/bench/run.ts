import { performance } from 'node:perf_hooks'
import { RawRelayClient, randomTopic } from '../testing/raw-client.js'
import { formatBenchLine } from './stats.js'

export interface BenchOptions {
  url: string
  clients: number
  /** Messages each client publishes to its partner's topic. */
  messagesPerClient: number
  label: string
}

/**
 * Connects `clients` sockets in pairs; each publishes to its partner's topic, one message in flight
 * at a time, and acks what it receives. Latency is publish-sent to push-received on one clock.
 */
export async function runBench(options: BenchOptions): Promise<string> {
  const clients: RawRelayClient[] = []
  // Connect in slices: a thousand simultaneous handshakes overflow the accept backlog on 2 cores.
  for (let i = 0; i < options.clients; i += 100) {
    const slice = Math.min(100, options.clients - i)
    clients.push(
      ...(await Promise.all(
        Array.from({ length: slice }, () => RawRelayClient.connect(options.url, { autoAck: true })),
      )),
    )
  }
  const topics = clients.map(() => randomTopic())
  await Promise.all(clients.map((client, i) => client.call('irn_subscribe', { topic: topics[i] })))

  const total = clients.length * options.messagesPerClient
  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  let done!: () => void
  const allDelivered = new Promise<void>((resolve) => {
    done = resolve
  })
  for (const client of clients) {
    client.onPush = (push) => {
      const start = sentAt.get(push.params.data.message)
      if (start === undefined) return
      sentAt.delete(push.params.data.message)
      latencies.push(performance.now() - start)
      if (latencies.length === total) done()
    }
  }

  const started = performance.now()
  await Promise.all(
    clients.map(async (client, i) => {
      const partnerTopic = topics[i ^ 1] ?? topics[i]
      for (let k = 0; k < options.messagesPerClient; k++) {
        const message = `${i}:${k}:${'x'.repeat(64)}`
        sentAt.set(message, performance.now())
        const answer = await client.call('irn_publish', { topic: partnerTopic, message, ttl: 300, tag: 1108 })
        if (answer.error) throw new Error(`publish failed: ${answer.error.message}`)
      }
    }),
  )
  await allDelivered
  const elapsed = performance.now() - started
  await Promise.all(clients.map((client) => client.close()))
  return formatBenchLine(options.label, latencies, elapsed, clients.length)
}
