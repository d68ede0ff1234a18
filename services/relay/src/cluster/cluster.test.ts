// Two relay processes' worth of relays on one real PostgreSQL server (Debian's, started for the test):
// the dApp's official SignClient on one, the wallet's on the other, as behind a load balancer.
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres } from '../../../../scripts/postgres.mjs'
import { type RunningRelay, startRelay } from '../start.js'
import { RawRelayClient, randomTopic } from '../testing/raw-client.js'
import { createDapp, createWallet, shutdownSdk } from '../testing/sdk-peers.js'

process.env.IS_VITEST = 'true'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chain = 'eip155:31337'
type Client = Awaited<ReturnType<typeof createDapp>>

let postgres: Awaited<ReturnType<typeof startPostgres>>
let relays: RunningRelay[] = []

beforeAll(async () => {
  postgres = await startPostgres()
  const env = { ...process.env, DATABASE_URL: postgres.url }
  relays = [await startRelay({ port: 0, env }), await startRelay({ port: 0, env })]
}, 60_000)

afterAll(async () => {
  await Promise.all(relays.map((relay) => relay.stop()))
  await postgres?.stop()
})

function actAsWallet(wallet: Client): void {
  wallet.on('session_proposal', async (proposal) => {
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        eip155: {
          chains: [chain],
          methods: ['personal_sign'],
          events: ['chainChanged'],
          accounts: [`${chain}:${account}`],
        },
      },
    })
    await (await wallet.approve({ id: proposal.id, namespaces })).acknowledged()
  })
  wallet.on('session_request', async (event) => {
    const [message] = event.params.request.params as [string]
    await wallet.respond({
      topic: event.topic,
      response: { id: event.id, jsonrpc: '2.0', result: `signed:${message}` },
    })
  })
}

async function pairAcross(): Promise<{ dapp: Client; wallet: Client; topic: string }> {
  const [first, second] = relays as [RunningRelay, RunningRelay]
  const dapp = await createDapp(first.url)
  const wallet = await createWallet(second.url)
  actAsWallet(wallet)
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: [chain], methods: ['personal_sign'], events: ['chainChanged'] } },
  })
  if (!uri) throw new Error('no pairing uri')
  await wallet.core.pairing.pair({ uri })
  const session = await approval()
  return { dapp, wallet, topic: session.topic }
}

const sign = (dapp: Client, topic: string, text: string) =>
  dapp.request({
    topic,
    chainId: chain,
    request: { method: 'personal_sign', params: [`0x${Buffer.from(text).toString('hex')}`, account] },
  })

describe('relay instances on one PostgreSQL server', () => {
  it('pairs, signs and disconnects with the dApp on one instance and the wallet on the other', async () => {
    const started = Date.now()
    const { dapp, wallet, topic } = await pairAcross()
    // Same-instance pairing takes ~120 ms; across instances it must not wait for a timeout.
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await sign(dapp, topic, 'hello')).toBe(`signed:0x${Buffer.from('hello').toString('hex')}`)
    const deleted = new Promise<string>((resolve) =>
      wallet.on('session_delete', ({ topic: t }) => resolve(t)),
    )
    await dapp.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect(await deleted).toBe(topic)
    await shutdownSdk(dapp.core)
    await shutdownSdk(wallet.core)
  })

  it('carries a burst of 300 messages across instances and loses none', async () => {
    const [first, second] = relays as [RunningRelay, RunningRelay]
    const topic = randomTopic()
    const receiver = await RawRelayClient.connect(first.url, { autoAck: true })
    expect((await receiver.call('irn_subscribe', { topic })).result).toEqual(expect.any(String))
    const sender = await RawRelayClient.connect(second.url)
    const texts = Array.from({ length: 300 }, (_, i) => `message ${i}`)
    const answers = await Promise.all(
      texts.map((message) => sender.call('irn_publish', { topic, message, ttl: 300, tag: 1000 })),
    )
    expect(answers.every((answer) => answer.result === true)).toBe(true)
    const received = new Set<string>()
    while (received.size < texts.length) received.add((await receiver.nextPush()).params.data.message)
    expect([...received].sort()).toEqual([...texts].sort())
    await receiver.close()
    await sender.close()
  })

  it("carries many senders' publishes across in each sender's order, batched or not", async () => {
    const [first, second] = relays as [RunningRelay, RunningRelay]
    const topic = randomTopic()
    const receiver = await RawRelayClient.connect(first.url, { autoAck: true })
    await receiver.call('irn_subscribe', { topic })
    const senders = await Promise.all(Array.from({ length: 60 }, () => RawRelayClient.connect(second.url)))
    // Sixty clients publishing at once: their publishes share statements and notifications.
    await Promise.all(
      senders.map(async (sender, s) => {
        for (let k = 0; k < 5; k++) {
          const answer = await sender.call('irn_publish', {
            topic,
            message: `${s}:${k}`,
            ttl: 300,
            tag: 1000,
          })
          expect(answer.result).toBe(true)
        }
      }),
    )
    const seen = new Map<string, number[]>()
    for (let n = 0; n < senders.length * 5; n++) {
      const [s, k] = (await receiver.nextPush()).params.data.message.split(':') as [string, string]
      seen.set(s, [...(seen.get(s) ?? []), Number(k)])
    }
    expect(seen.size).toBe(senders.length)
    for (const order of seen.values()) expect(order).toEqual([0, 1, 2, 3, 4])
    await Promise.all([receiver.close(), ...senders.map((sender) => sender.close())])
  })

  it('keeps a message until the subscribers on every instance acknowledged it', async () => {
    const [first, second] = relays as [RunningRelay, RunningRelay]
    const topic = randomTopic()
    const onFirst = await RawRelayClient.connect(first.url, { autoAck: true })
    const onSecond = await RawRelayClient.connect(second.url)
    await onFirst.call('irn_subscribe', { topic })
    await onSecond.call('irn_subscribe', { topic })
    const sender = await RawRelayClient.connect(first.url)
    await sender.call('irn_publish', { topic, message: 'for both', ttl: 300, tag: 1000 })
    // The first instance's subscriber acks at once; the second's has not yet: the message must stay.
    expect((await onFirst.nextPush()).params.data.message).toBe('for both')
    // Its ack is recorded before its next request is answered. (Only then: a subscriber that leaves
    // no longer counts, so an ack written after the second one left would settle the message.)
    await onFirst.call('irn_subscribe', { topic: randomTopic() })
    const push = await onSecond.nextPush()
    await onSecond.close()
    // Back on the other instance, the same client still finds it waiting (it never acknowledged).
    const again = await RawRelayClient.connect(first.url, { key: onSecond.key })
    await again.call('irn_subscribe', { topic })
    expect((await again.nextPush()).params.data.message).toBe(push.params.data.message)
    await Promise.all([onFirst.close(), again.close(), sender.close()])
  })
})
