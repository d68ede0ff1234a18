// `npm run bench` (services/relay): starts the relay in its own process (one core each for relay and
// clients) and prints latency and throughput with 1,000 websocket clients on loopback.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { runBench } from './run.js'

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '20' },
    store: { type: 'string', default: 'memory,pglite' },
  },
})
const clients = Number(values.clients)
const messagesPerClient = Number(values.messages)
if (!Number.isInteger(clients) || clients < 2 || clients % 2 !== 0)
  throw new Error('--clients must be an even number >= 2')
if (!Number.isInteger(messagesPerClient) || messagesPerClient < 1) throw new Error('--messages must be >= 1')

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'cli.ts')

/** Spawns the relay CLI on a free port and resolves with its URL once it prints it. */
function spawnRelay(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, ...env, FOYER_RELAY_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Relay: (ws:\/\/\S+)/.exec(output)
      if (match?.[1]) resolve({ child, url: match[1] })
    })
    child.once('exit', (code) => reject(new Error(`relay exited with code ${code} before listening`)))
  })
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

for (const store of values.store.split(',')) {
  const stateDir = store === 'pglite' ? await mkdtemp(join(tmpdir(), 'foyer-relay-bench-')) : undefined
  const { child, url } = await spawnRelay(
    store === 'memory' ? ['--memory'] : [],
    stateDir ? { FOYER_STATE_DIR: stateDir } : {},
  )
  try {
    console.log(await runBench({ url, clients, messagesPerClient, label: `relay (${store} store)` }))
  } finally {
    await stop(child)
    if (stateDir) await rm(stateDir, { recursive: true, force: true })
  }
}
