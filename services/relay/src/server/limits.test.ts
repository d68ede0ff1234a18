import { afterEach, describe, expect, it } from 'vitest'
import { MemoryMailboxStore } from '../store/memory.js'
import { RawRelayClient, randomTopic } from '../testing/raw-client.js'
import { createRelayServer, type RelayServer } from './create.js'
import { DEFAULT_RELAY_LIMITS, type RelayLimits, relayLimitsFromEnv } from './limits.js'

let server: RelayServer | undefined
const clients: RawRelayClient[] = []

async function start(limits: Partial<RelayLimits>, store = new MemoryMailboxStore()) {
  server = createRelayServer({ store, limits: { ...DEFAULT_RELAY_LIMITS, ...limits } })
  const url = await server.listen({ port: 0, host: '127.0.0.1' })
  return { url, store }
}
async function client(url: string): Promise<RawRelayClient> {
  const c = await RawRelayClient.connect(url)
  clients.push(c)
  return c
}
const publish = (c: RawRelayClient, message: string, topic = randomTopic()) =>
  c.call('irn_publish', { topic, message, ttl: 300, tag: 1108 })

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await server?.close()
})

describe('relay quotas', () => {
  it('refuses a message over the size limit with -32005 and stores nothing', async () => {
    const { url, store } = await start({ maxMessageBytes: 1024 })
    const c = await client(url)
    expect((await publish(c, 'x'.repeat(1025))).error).toEqual({
      code: -32005,
      message: 'Message too large: at most 1024 bytes',
    })
    expect(await store.usage(c.clientId, Date.now())).toEqual({ count: 0, bytes: 0 })
    expect((await publish(c, 'x'.repeat(1024))).result).toBe(true)
  })

  it('caps what one client keeps stored for topics nobody reads, by count and by bytes', async () => {
    const { url } = await start({ maxStoredMessagesPerClient: 3, maxStoredBytesPerClient: 1000 })
    const flooder = await client(url)
    for (let n = 0; n < 3; n += 1) expect((await publish(flooder, `message ${n}`)).result).toBe(true)
    const refused = await publish(flooder, 'one more')
    expect(refused.error?.code).toBe(-32005)
    expect(refused.error?.message).toMatch(/^Storage quota exceeded: at most 3 messages and 1000 bytes/)
    // Another client has its own quota; bytes count too.
    const other = await client(url)
    expect((await publish(other, 'y'.repeat(900))).result).toBe(true)
    expect((await publish(other, 'y'.repeat(200))).error?.code).toBe(-32005)
  })

  it('frees the quota once a message is delivered and acknowledged', async () => {
    const { url } = await start({ maxStoredMessagesPerClient: 1 })
    const sender = await client(url)
    const receiver = await RawRelayClient.connect(url, { autoAck: true })
    clients.push(receiver)
    const topic = randomTopic()
    await receiver.call('irn_subscribe', { topic })
    expect((await publish(sender, 'first', topic)).result).toBe(true)
    await receiver.nextPush()
    await expect.poll(async () => (await publish(sender, 'second', topic)).result).toBe(true)
  })

  it('caps subscriptions per socket, a batch all or nothing', async () => {
    const { url } = await start({ maxSubscriptionsPerSocket: 3 })
    const c = await client(url)
    expect(
      (await c.call('irn_batchSubscribe', { topics: [randomTopic(), randomTopic()] })).result,
    ).toHaveLength(2)
    const batch = await c.call('irn_batchSubscribe', { topics: [randomTopic(), randomTopic()] })
    expect(batch.error).toEqual({ code: -32005, message: 'Too many subscriptions: at most 3 per connection' })
    expect((await c.call('irn_subscribe', { topic: randomTopic() })).result).toEqual(expect.any(String))
    expect((await c.call('irn_subscribe', { topic: randomTopic() })).error?.code).toBe(-32005)
  })

  it('limits publishes per client and minute', async () => {
    const { url } = await start({ publishesPerMinute: 5 })
    const c = await client(url)
    for (let n = 0; n < 5; n += 1) expect((await publish(c, `m${n}`)).result).toBe(true)
    expect((await publish(c, 'm5')).error).toEqual({
      code: -32005,
      message: 'Too many messages: at most 5 per minute',
    })
  })

  it("stores the publishes of a batch before the one over the rate, and answers that one's error", async () => {
    const { url, store } = await start({ publishesPerMinute: 3 })
    const [sender, reader] = [await client(url), await client(url)]
    const topic = randomTopic()
    const messages = ['a', 'b', 'c', 'd', 'e'].map((message) => ({ topic, message, ttl: 300, tag: 1108 }))
    expect((await sender.call('irn_batchPublish', { messages })).error).toEqual({
      code: -32005,
      message: 'Too many messages: at most 3 per minute',
    })
    expect(await store.usage(sender.clientId, Date.now())).toEqual({ count: 3, bytes: 3 })
    await reader.call('irn_subscribe', { topic })
    const pushed = [await reader.nextPush(), await reader.nextPush(), await reader.nextPush()]
    expect(pushed.map((push) => push.params.data.message)).toEqual(['a', 'b', 'c'])
  })

  it('answers 429 to an address opening connections faster than its quota', async () => {
    const { url } = await start({ connectionsPerMinute: 2 })
    await client(url)
    await client(url)
    await expect(RawRelayClient.connect(url)).rejects.toThrow(/429/)
  })

  it('reads limits from FOYER_RELAY_* and names a bad variable', () => {
    expect(relayLimitsFromEnv({ FOYER_RELAY_MAX_SUBSCRIPTIONS: '50' }).maxSubscriptionsPerSocket).toBe(50)
    expect(relayLimitsFromEnv({})).toEqual(DEFAULT_RELAY_LIMITS)
    expect(() => relayLimitsFromEnv({ FOYER_RELAY_MAX_MESSAGE_BYTES: 'lots' })).toThrow(
      'FOYER_RELAY_MAX_MESSAGE_BYTES=lots is not a valid limit',
    )
  })
})
