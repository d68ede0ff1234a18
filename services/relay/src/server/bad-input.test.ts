import { PGlite } from '@electric-sql/pglite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MemoryMailboxStore } from '../store/memory.js'
import { SqlMailboxStore } from '../store/sql.js'
import { RawRelayClient, randomTopic } from '../testing/raw-client.js'
import { createRelayServer, type RelayServer } from './create.js'
import type { ConnectionEvent } from './options.js'

let server: RelayServer
let url: string
const clients: RawRelayClient[] = []

async function client(): Promise<RawRelayClient> {
  const c = await RawRelayClient.connect(url)
  clients.push(c)
  return c
}

beforeEach(async () => {
  server = createRelayServer({ store: new MemoryMailboxStore() })
  url = await server.listen({ port: 0, host: '127.0.0.1' })
})

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await server.close()
})

describe('bad frames', () => {
  it('answers text that is not JSON with -32700 and keeps the socket', async () => {
    const c = await client()
    expect((await c.sendRaw('{not json')).error).toEqual({ code: -32700, message: 'Parse error: not JSON' })
    expect((await c.call('irn_subscribe', { topic: randomTopic() })).result).toEqual(expect.any(String))
  })

  it('answers JSON that is not a request with -32600', async () => {
    const c = await client()
    expect((await c.sendRaw('[1,2]')).error?.code).toBe(-32600)
    expect((await c.sendRaw(JSON.stringify({ id: 5, params: {} }), 5)).error?.code).toBe(-32600)
  })

  it('answers unknown methods, including Object.prototype names, with -32601', async () => {
    const c = await client()
    expect((await c.call('irn_teleport', {})).error).toEqual({
      code: -32601,
      message: 'Method not found: irn_teleport',
    })
    expect((await c.call('constructor', {})).error?.code).toBe(-32601)
  })

  it('answers missing or invalid params with -32602 naming the field', async () => {
    const c = await client()
    expect((await c.call('irn_subscribe')).error?.code).toBe(-32602)
    const badTopic = await c.call('irn_subscribe', { topic: 'nope' })
    expect(badTopic.error).toEqual({
      code: -32602,
      message: 'Invalid params: topic: topic must be 64 hex characters',
    })
    const badTtl = await c.call('irn_publish', { topic: randomTopic(), message: 'x', ttl: -1 })
    expect(badTtl.error?.message).toMatch(/^Invalid params: ttl:/)
    const emptyBatch = await c.call('irn_batchSubscribe', { topics: [] })
    expect(emptyBatch.error?.code).toBe(-32602)
  })

  it('echoes string ids such as the SDK bigint ids untouched', async () => {
    const c = await client()
    const answer = await c.sendRaw(
      JSON.stringify({
        id: '1712345678901234567n',
        jsonrpc: '2.0',
        method: 'irn_subscribe',
        params: { topic: randomTopic() },
      }),
      '1712345678901234567n',
    )
    expect(answer.result).toEqual(expect.any(String))
  })

  it('closes only the socket that sends a frame over 1 MiB; other clients keep working', async () => {
    const [big, other, sender] = [await client(), await client(), await client()]
    const topic = randomTopic()
    await other.call('irn_subscribe', { topic })
    const closed = new Promise<number>((resolve) => big.socket.once('close', (code) => resolve(code)))
    big.socket.send(
      JSON.stringify({
        id: 1,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { message: 'x'.repeat(1024 * 1024) },
      }),
    )
    expect(await closed).toBe(1009)
    await sender.call('irn_publish', { topic, message: 'still here', ttl: 300, tag: 1 })
    expect((await other.nextPush()).params.data.message).toBe('still here')
  })

  it('a client vanishing mid-delivery does not disturb the others', async () => {
    const [leaver, stayer, sender] = [await client(), await client(), await client()]
    const topic = randomTopic()
    await leaver.call('irn_subscribe', { topic })
    await stayer.call('irn_subscribe', { topic })
    leaver.socket.terminate()
    await sender.call('irn_publish', { topic, message: 'one', ttl: 300, tag: 1 })
    await sender.call('irn_publish', { topic, message: 'two', ttl: 300, tag: 1 })
    expect((await stayer.nextPush()).params.data.message).toBe('one')
    expect((await stayer.nextPush()).params.data.message).toBe('two')
  })

  it('drops sockets that stop answering pings', async () => {
    await server.close()
    let closed!: (event: ConnectionEvent) => void
    const closedEvent = new Promise<ConnectionEvent>((resolve) => {
      closed = resolve
    })
    server = createRelayServer({
      store: new MemoryMailboxStore(),
      heartbeatIntervalMs: 20,
      onConnection: (event) => event.type === 'close' && closed(event),
    })
    url = await server.listen({ port: 0, host: '127.0.0.1' })
    const silent = await RawRelayClient.connect(url)
    // A dead peer: ws answers pings by itself, so stop reading from the TCP socket.
    ;(silent.socket as unknown as { _socket: { pause(): void } })._socket.pause()
    expect(await closedEvent).toEqual({ type: 'close', clientId: silent.clientId, code: 1006, dropped: true })
    expect(server.connectionCount).toBe(0)
    silent.socket.terminate()
  })
})

describe('a message with a NUL character', () => {
  // On PostgreSQL's text, where it failed as -32603 'Internal error' before.
  it('is refused with -32602 naming the field; nothing is stored and the socket keeps working', async () => {
    await server.close()
    const db = await PGlite.create()
    try {
      server = createRelayServer({ store: await SqlMailboxStore.create(db) })
      url = await server.listen({ port: 0, host: '127.0.0.1' })
      const [sender, receiver] = [await client(), await client()]
      const topic = randomTopic()
      await receiver.call('irn_subscribe', { topic })
      const nul = {
        code: -32602,
        message: 'Invalid params: message: must not contain the NUL character (U+0000)',
      }
      expect((await sender.call('irn_publish', { topic, message: 'a\u0000b', ttl: 300 })).error).toEqual(nul)
      const batch = await sender.call('irn_batchPublish', {
        messages: [{ topic, message: '\u0000', ttl: 300 }],
      })
      expect(batch.error).toEqual({ ...nul, message: nul.message.replace('message:', 'messages.0.message:') })
      const attested = await sender.call('irn_publish', {
        topic,
        message: 'ok',
        ttl: 300,
        attestation: 'x\u0000',
      })
      expect(attested.error).toEqual({ ...nul, message: nul.message.replace('message', 'attestation') })
      const proposal = await sender.call('wc_proposeSession', {
        pairingTopic: topic,
        sessionProposal: '\u0000',
      })
      expect(proposal.error?.message).toBe(
        'Invalid params: sessionProposal: must not contain the NUL character (U+0000)',
      )
      expect((await db.query('SELECT id FROM relay_messages')).rows).toEqual([])
      await sender.call('irn_publish', { topic, message: 'after', ttl: 300, tag: 1 })
      expect((await receiver.nextPush()).params.data.message).toBe('after')
    } finally {
      await Promise.all(clients.splice(0).map((c) => c.close()))
      await server.close()
      await db.close()
      server = createRelayServer({ store: new MemoryMailboxStore() })
    }
  }, 120_000) // PGlite boots a whole Postgres in wasm: seconds, more on a busy machine.
})
