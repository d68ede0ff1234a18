import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RawRelayClient, randomTopic } from './testing/raw-client.js'

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
const children: ChildProcess[] = []
let stateDir: string

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'foyer-relay-lock-'))
})
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await rm(stateDir, { recursive: true, force: true })
})

/** A relay process on the shared state folder; resolves with its URL, or with its exit and output. */
function relayProcess(): Promise<{
  child: ChildProcess
  url?: string
  code?: number | null
  output: string
}> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', cli], {
    env: { ...process.env, FOYER_RELAY_PORT: '0', FOYER_STATE_DIR: stateDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  return new Promise((resolve) => {
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /^Relay: (ws:\/\/127\.0\.0\.1:\d+)$/m.exec(output)?.[1]
      if (url) resolve({ child, url, output })
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.once('exit', (code) => resolve({ child, code, output }))
  })
}

describe('one relay per data folder', () => {
  it('refuses a second relay on the same folder with a clear message; the first keeps its messages', async () => {
    const first = await relayProcess()
    expect(first.url).toBeDefined()
    const topic = randomTopic()
    const sender = await RawRelayClient.connect(first.url ?? '')
    for (const message of ['one', 'two']) {
      expect((await sender.call('irn_publish', { topic, message, ttl: 300, tag: 1108 })).result).toBe(true)
    }
    await sender.close()

    const second = await relayProcess()
    expect(second.url).toBeUndefined()
    expect(second.code).toBe(1)
    expect(second.output).toContain(
      `Another relay (pid ${first.child.pid}) is using ${join(stateDir, 'relay', 'pglite')}; stop it, or set FOYER_STATE_DIR to use another folder`,
    )

    // The first relay still serves what it stored. Then it dies without cleaning up (kill -9):
    // its stale lock does not stop the next relay, which still has both messages.
    const reader = await RawRelayClient.connect(first.url ?? '')
    await reader.call('irn_subscribe', { topic })
    expect((await reader.nextPush()).params.data).toMatchObject({ topic, message: 'one' })
    await reader.close()
    const died = new Promise((resolve) => first.child.once('exit', resolve))
    first.child.kill('SIGKILL')
    await died

    const third = await relayProcess()
    expect(third.url).toBeDefined()
    const late = await RawRelayClient.connect(third.url ?? '')
    await late.call('irn_subscribe', { topic })
    const messages = [(await late.nextPush()).params.data, (await late.nextPush()).params.data]
    expect(messages.map((data) => (data as { message: string }).message).sort()).toEqual(['one', 'two'])
    await late.close()
  }, 120_000)
})
