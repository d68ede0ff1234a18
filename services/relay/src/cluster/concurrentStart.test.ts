import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres } from '../../../../scripts/postgres.mjs'
import { startRelay } from '../start.js'
import { RawRelayClient, randomTopic } from '../testing/raw-client.js'

let postgres: Awaited<ReturnType<typeof startPostgres>>
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(() => postgres?.stop())

describe('relay instances starting at once on an empty PostgreSQL database', () => {
  it('all come up on one schema and serve as one relay', async () => {
    const env = { ...process.env, DATABASE_URL: postgres.url }
    const relays = await Promise.all(Array.from({ length: 4 }, () => startRelay({ port: 0, env })))
    const topic = randomTopic()
    const receiver = await RawRelayClient.connect(relays[0]?.url as string, { autoAck: true })
    await receiver.call('irn_subscribe', { topic })
    const sender = await RawRelayClient.connect(relays[3]?.url as string)
    await sender.call('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1 })
    expect((await receiver.nextPush()).params.data.message).toBe('hello')
    await Promise.all([receiver.close(), sender.close()])
    await Promise.all(relays.map((relay) => relay.stop()))
  })
})
