import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PortBusyError } from './errors.js'
import { startRelay } from './start.js'
import { RawRelayClient, randomTopic } from './testing/raw-client.js'

let stateDir: string
beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'foyer-relay-state-'))
})
afterAll(() => rm(stateDir, { recursive: true, force: true }))

describe('startRelay', () => {
  it('keeps undelivered messages across a restart (PGlite in FOYER_STATE_DIR)', async () => {
    const env = { FOYER_STATE_DIR: stateDir }
    const first = await startRelay({ port: 0, env })
    const topic = randomTopic()
    const sender = await RawRelayClient.connect(first.url)
    expect(
      (await sender.call('irn_publish', { topic, message: 'survives', ttl: 300, tag: 1108 })).result,
    ).toBe(true)
    await sender.close()
    await first.stop()

    const second = await startRelay({ port: 0, env })
    const receiver = await RawRelayClient.connect(second.url)
    await receiver.call('irn_subscribe', { topic })
    expect((await receiver.nextPush()).params.data).toMatchObject({ topic, message: 'survives', tag: 1108 })
    await receiver.close()
    await second.stop()
  }, 120_000)

  it('throws PortBusyError with the documented message when the port is taken', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as { port: number }
    const attempt = startRelay({ port, persistence: 'memory' })
    await expect(attempt).rejects.toBeInstanceOf(PortBusyError)
    await expect(attempt).rejects.toThrow(`Port ${port} is busy (set FOYER_RELAY_PORT to use another port)`)
    await new Promise((resolve) => blocker.close(resolve))
  })

  it('takes its port before it opens the database: on a busy port it leaves the data folder untouched', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as { port: number }
    const fresh = join(stateDir, 'untouched')
    await expect(startRelay({ port, env: { FOYER_STATE_DIR: fresh } })).rejects.toBeInstanceOf(PortBusyError)
    expect(existsSync(join(fresh, 'relay'))).toBe(false)
    await new Promise((resolve) => blocker.close(resolve))
  })

  it('reads the port from FOYER_RELAY_PORT and refuses a bad value', async () => {
    const relay = await startRelay({ persistence: 'memory', env: { FOYER_RELAY_PORT: '0' } })
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    await relay.stop()
    await expect(startRelay({ persistence: 'memory', env: { FOYER_RELAY_PORT: 'abc' } })).rejects.toThrow(
      'FOYER_RELAY_PORT=abc is not a valid port',
    )
  })
})
