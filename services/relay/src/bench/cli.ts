// `npm run bench` (services/relay): starts the relay in its own process (one core each for relay and
// clients) and prints latency and throughput with 1,000 websocket clients on loopback.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startPostgres } from '../../../../scripts/postgres.mjs'
import { freePort } from '../testing/freePort.js'
import { runBench } from './run.js'

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '20' },
    store: { type: 'string', default: 'memory,pglite,postgres,cluster' },
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
  if (store === 'postgres' || store === 'cluster') {
    const line = await benchOnPostgres(store === 'cluster' ? 2 : 1)
    console.log(line)
    continue
  }
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

/**
 * The relay on a PostgreSQL server: one instance, or `instances` of them behind nginx (round-robin, so
 * the two clients of each pair land on different instances and every message crosses over).
 */
async function benchOnPostgres(instances: number): Promise<string> {
  const postgres = await startPostgres()
  const relays: ChildProcess[] = []
  let nginx: ChildProcess | undefined
  const dir = await mkdtemp(join(tmpdir(), 'foyer-relay-nginx-'))
  try {
    const urls: string[] = []
    for (let i = 0; i < instances; i++) {
      const { child, url } = await spawnRelay([], { DATABASE_URL: postgres.url })
      relays.push(child)
      urls.push(url)
    }
    let url = urls[0] as string
    if (instances > 1) {
      const port = await freePort()
      const upstreams = urls.map((u) => `    server ${u.replace('ws://', '')};`).join('\n')
      await writeFile(
        join(dir, 'nginx.conf'),
        `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 8192; }\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;\n  upstream relay {\n${upstreams}\n  }\n  server {\n    listen 127.0.0.1:${port};\n    location / {\n      proxy_pass http://relay;\n      proxy_http_version 1.1;\n      proxy_set_header Upgrade $http_upgrade;\n      proxy_set_header Connection upgrade;\n      proxy_read_timeout 1h;\n    }\n  }\n}\n`,
      )
      nginx = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' })
      await waitForPort(port)
      url = `ws://127.0.0.1:${port}`
    }
    const label =
      instances > 1
        ? `relay (postgres, ${instances} instances behind nginx)`
        : 'relay (postgres store, one instance)'
    return await runBench({ url, clients, messagesPerClient, label })
  } finally {
    nginx?.kill('SIGTERM')
    await Promise.all(relays.map(stop))
    await postgres.stop()
    await rm(dir, { recursive: true, force: true })
  }
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`nginx did not listen on ${port}`)
}
