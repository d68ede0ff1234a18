import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MemoryMailboxStore } from '../store/memory.js'
import { type RawRelayClient as Client, RawRelayClient, randomTopic } from '../testing/raw-client.js'
import { createRelayServer, type RelayServer } from './create.js'

let clock = Date.now()
let server: RelayServer
let store: MemoryMailboxStore
let url: string
const clients: Client[] = []

async function client(): Promise<Client> {
  const c = await RawRelayClient.connect(url)
  clients.push(c)
  return c
}

beforeEach(async () => {
  clock = Date.now()
  store = new MemoryMailboxStore()
  server = createRelayServer({ store, now: () => clock })
  url = await server.listen({ port: 0, host: '127.0.0.1' })
})

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await server.close()
})

describe('irn_subscribe / irn_publish', () => {
  it('returns the subscription id the SDK computes: sha256(topic + clientId)', async () => {
    const wallet = await client()
    const topic = randomTopic()
    const answer = await wallet.call('irn_subscribe', { topic })
    expect(answer.result).toBe(
      createHash('sha256')
        .update(topic + wallet.clientId)
        .digest('hex'),
    )
  })

  it('pushes a publish to the other subscriber with topic, message, publishedAt and tag', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topic = randomTopic()
    const { result: subscriptionId } = await wallet.call('irn_subscribe', { topic })
    expect(
      await dapp.call('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108, prompt: true }),
    ).toMatchObject({
      result: true,
    })
    const push = await wallet.nextPush()
    expect(push.params).toEqual({
      id: subscriptionId,
      data: { topic, message: 'hello', publishedAt: clock, tag: 1108 },
    })
  })

  it("queues a socket's publishes sent back to back into shared batches, pushed in publish order", async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topic = randomTopic()
    await wallet.call('irn_subscribe', { topic })
    const batches: number[] = []
    const putMany = store.putMany.bind(store)
    store.putMany = (messages, options) => {
      batches.push(messages.length)
      return putMany(messages, options)
    }
    const texts = Array.from({ length: 50 }, (_, i) => `m${i}`)
    const answers = await Promise.all(
      texts.map((message) => dapp.call('irn_publish', { topic, message, ttl: 300, tag: 1108 })),
    )
    expect(answers.map((answer) => answer.result)).toEqual(texts.map(() => true))
    const pushed: string[] = []
    for (const _ of texts) pushed.push((await wallet.nextPush()).params.data.message)
    expect(pushed).toEqual(texts)
    expect(batches.length).toBeLessThan(texts.length)
  })

  it('does not echo a message to the client that published it', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topic = randomTopic()
    await dapp.call('irn_subscribe', { topic })
    await wallet.call('irn_subscribe', { topic })
    await dapp.call('irn_publish', { topic, message: 'from dapp', ttl: 300, tag: 1 })
    await wallet.nextPush()
    // A round trip after the publish: any echo would have arrived before this answer.
    await dapp.call('irn_subscribe', { topic: randomTopic() })
    expect(dapp.pushes).toEqual([])
  })

  it('keeps messages for a topic nobody listens to and pushes them on subscribe, oldest first', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topic = randomTopic()
    await dapp.call('irn_publish', { topic, message: 'first', ttl: 300, tag: 1 })
    clock += 1
    await dapp.call('irn_publish', { topic, message: 'second', ttl: 300, tag: 1 })
    await wallet.call('irn_subscribe', { topic })
    expect((await wallet.nextPush()).params.data.message).toBe('first')
    expect((await wallet.nextPush()).params.data.message).toBe('second')
  })

  it('deletes a message once every subscriber acked it; unacked messages come again after reconnecting', async () => {
    const dapp = await client()
    const wallet = await client()
    const topic = randomTopic()
    await dapp.call('irn_publish', { topic, message: 'acked', ttl: 300, tag: 1 })
    await dapp.call('irn_publish', { topic, message: 'not acked', ttl: 300, tag: 1 })
    await wallet.call('irn_subscribe', { topic })
    const first = await wallet.nextPush()
    await wallet.nextPush()
    wallet.ack(first)
    // The ack is handled before the next request of the same socket.
    await wallet.call('irn_unsubscribe', { topic, id: first.params.id })
    await wallet.close()

    const again = await RawRelayClient.connect(url, { key: wallet.key })
    clients.push(again)
    await again.call('irn_subscribe', { topic })
    expect((await again.nextPush()).params.data.message).toBe('not acked')
    const fetched = await (await client()).call('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched.result).toMatchObject({ messages: [{ message: 'not acked' }], hasMore: false })
  })

  it('keeps a message until every subscriber acked it, not just the first', async () => {
    const [dapp, fast, slow] = [await client(), await client(), await client()]
    const topic = randomTopic()
    await fast.call('irn_subscribe', { topic })
    await slow.call('irn_subscribe', { topic })
    await dapp.call('irn_publish', { topic, message: 'for both', ttl: 300, tag: 1 })
    fast.ack(await fast.nextPush())
    await fast.call('irn_subscribe', { topic: randomTopic() })
    await slow.nextPush()
    await slow.close()

    const back = await RawRelayClient.connect(url, { key: slow.key })
    clients.push(back)
    await back.call('irn_subscribe', { topic })
    const push = await back.nextPush()
    expect(push.params.data.message).toBe('for both')
    back.ack(push)
    await back.call('irn_subscribe', { topic: randomTopic() })
    // Both acked: gone for good.
    const later = await client()
    expect((await later.call('irn_batchFetchMessages', { topics: [topic] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  it('stops pushing after irn_unsubscribe', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const [a, b] = [randomTopic(), randomTopic()]
    const { result: id } = await wallet.call('irn_subscribe', { topic: a })
    await wallet.call('irn_subscribe', { topic: b })
    expect((await wallet.call('irn_unsubscribe', { topic: a, id })).result).toBe(true)
    await dapp.call('irn_publish', { topic: a, message: 'muted', ttl: 300, tag: 1 })
    await dapp.call('irn_publish', { topic: b, message: 'heard', ttl: 300, tag: 1 })
    expect((await wallet.nextPush()).params.data.message).toBe('heard')
    expect(wallet.pushes).toEqual([])
  })

  it('forgets messages at their ttl', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topic = randomTopic()
    await dapp.call('irn_publish', { topic, message: 'short', ttl: 10, tag: 1 })
    await dapp.call('irn_publish', { topic, message: 'long', ttl: 60, tag: 1 })
    clock += 10_000
    await wallet.call('irn_subscribe', { topic })
    expect((await wallet.nextPush()).params.data.message).toBe('long')
    expect(await store.purgeExpired(clock)).toBe(1)
    clock += 50_000
    expect(await store.purgeExpired(clock)).toBe(1)
  })
})

describe('batch methods', () => {
  it('irn_batchSubscribe returns ids in order and pushes stored messages of every topic', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topics = [randomTopic(), randomTopic()]
    await dapp.call('irn_batchPublish', {
      messages: topics.map((topic, i) => ({ topic, message: `m${i}`, ttl: 300, tag: 1 })),
    })
    const { result } = await wallet.call('irn_batchSubscribe', { topics })
    expect(result).toEqual(
      topics.map((t) =>
        createHash('sha256')
          .update(t + wallet.clientId)
          .digest('hex'),
      ),
    )
    const received = [await wallet.nextPush(), await wallet.nextPush()]
      .map((p) => p.params.data.message)
      .sort()
    expect(received).toEqual(['m0', 'm1'])
  })

  it('irn_batchUnsubscribe stops every listed subscription', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topics = [randomTopic(), randomTopic()]
    const { result } = await wallet.call('irn_batchSubscribe', { topics })
    const ids = result as string[]
    expect(
      (
        await wallet.call('irn_batchUnsubscribe', {
          subscriptions: topics.map((topic, i) => ({ topic, id: ids[i] })),
        })
      ).result,
    ).toBe(true)
    await dapp.call('irn_publish', { topic: topics[0], message: 'x', ttl: 300, tag: 1 })
    await wallet.call('irn_subscribe', { topic: randomTopic() })
    expect(wallet.pushes).toEqual([])
  })

  it('irn_batchFetchMessages returns waiting messages once, then none', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topic = randomTopic()
    await dapp.call('irn_publish', { topic, message: 'mail', ttl: 300, tag: 4 })
    const first = await wallet.call('irn_batchFetchMessages', { topics: [topic] })
    expect(first.result).toEqual({
      messages: [{ topic, message: 'mail', publishedAt: clock, tag: 4 }],
      hasMore: false,
    })
    const second = await wallet.call('irn_batchFetchMessages', { topics: [topic] })
    expect(second.result).toEqual({ messages: [], hasMore: false })
  })

  it('irn_batchFetchMessages pages with hasMore', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topic = randomTopic()
    await dapp.call('irn_batchPublish', {
      messages: Array.from({ length: 501 }, (_, i) => ({ topic, message: `m${i}`, ttl: 300, tag: 1 })),
    })
    const page = (await wallet.call('irn_batchFetchMessages', { topics: [topic] })).result as {
      messages: unknown[]
      hasMore: boolean
    }
    expect(page.messages).toHaveLength(500)
    expect(page.hasMore).toBe(true)
  })
})

describe('session methods', () => {
  it('wc_proposeSession publishes the proposal on the pairing topic with tag 1100', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const pairingTopic = randomTopic()
    expect(
      (
        await dapp.call('wc_proposeSession', {
          pairingTopic,
          sessionProposal: 'proposal',
          ttl: 300,
          correlationId: 7,
        })
      ).result,
    ).toBe(true)
    await wallet.call('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.nextPush()).params.data).toMatchObject({
      topic: pairingTopic,
      message: 'proposal',
      tag: 1100,
    })
  })

  it('wc_approveSession answers on the pairing topic (1101) and settles on the session topic (1102)', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const pairingTopic = randomTopic()
    const sessionTopic = randomTopic()
    // The relay subscribed the dApp to the pairing topic with the proposal.
    await dapp.call('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal' })
    await wallet.call('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    })
    expect((await dapp.nextPush()).params.data).toMatchObject({
      topic: pairingTopic,
      message: 'response',
      tag: 1101,
    })
    await dapp.call('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.nextPush()).params.data).toMatchObject({
      topic: sessionTopic,
      message: 'settle',
      tag: 1102,
    })
    // The wallet was subscribed to the session topic by the relay.
    await dapp.call('irn_publish', { topic: sessionTopic, message: 'request', ttl: 300, tag: 1108 })
    expect((await wallet.nextPush()).params.data).toMatchObject({ message: 'request' })
  })
})
