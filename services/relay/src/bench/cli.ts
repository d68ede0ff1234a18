// `npm run bench` (services/relay): starts the relay in processes of its own and prints throughput and
// publish-to-push latency with 1,000 websocket clients on loopback, for each store, and on PostgreSQL
// for one instance (reached directly) and for two behind nginx: every message crossing between them, and (the same
// topology without the crossing) every pair on one instance.
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type RunningPostgres, startPostgres } from '../../../../scripts/postgres.mjs'
import { cpuProbe } from './cpu.js'
import { benchWithMemory } from './memory.js'
import { benchOnPostgres } from './postgresRun.js'
import { spawnRelay } from './relays.js'
import type { BenchOptions, BenchResult } from './run.js'
import { formatBenchLine } from './stats.js'
import { formatMedians, formatRatios } from './summary.js'

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '20' },
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '1' },
    burst: { type: 'string', default: '2000' },
    store: { type: 'string', default: 'memory,pglite,postgres,cluster,cluster-local' },
    // Another build's relay (its src/cli.ts), measured by this bench: before and after a change.
    cli: { type: 'string' },
    // A V8 CPU profile of each relay process, written into this folder as it stops.
    profile: { type: 'string' },
  },
})
if (values.profile) process.env.FOYER_RELAY_BENCH_PROFILE = resolve(values.profile)
const clients = Number(values.clients)
const rate = Number(values.rate)
const rounds = Number(values.rounds)
if (!Number.isInteger(clients) || clients < 2 || clients % 2 !== 0)
  throw new Error('--clients must be an even number >= 2')
const options: Omit<BenchOptions, 'url' | 'placement'> = {
  clients,
  messagesPerClient: Number(values.messages),
  pacedMessagesPerClient: Math.max(1, Math.round((rate * Number(values.seconds)) / clients)),
  // Enough for V8 to finish optimizing the hot paths before measuring: with two messages per
  // client it was still compiling during the saturated pass, more so in two relay processes than one.
  warmupMessages: Number(values.warmup),
  rate,
  burst: Number(values.burst),
}
if (!Number.isInteger(options.messagesPerClient) || options.messagesPerClient < 1)
  throw new Error('--messages must be >= 1')
if (!(rate > 0)) throw new Error('--rate must be > 0')
if (!Number.isInteger(options.warmupMessages) || options.warmupMessages < 0)
  throw new Error('--warmup must be >= 0')
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be >= 1')
if (!Number.isInteger(options.burst) || (options.burst ?? 0) < 0) throw new Error('--burst must be >= 0')

const cli = values.cli === undefined ? undefined : resolve(values.cli)
const stores = values.store.split(',')
// One PostgreSQL server for every run on it: the one-instance and two-instance figures share it.
let postgres: RunningPostgres | undefined
if (stores.some((store) => store.startsWith('postgres') || store.startsWith('cluster')))
  postgres = await startPostgres()
const results: Array<{ store: string; result: BenchResult }> = []
try {
  for (let round = 1; round <= rounds; round++) {
    for (const store of stores) {
      const result = await benchOne(store)
      results.push({ store, result })
      const load = loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')
      console.log(`${formatBenchLine(labelOf(store), result, rate)} [load ${load}]`)
    }
  }
  const of = (store: string) => results.filter((run) => run.store === store).map(({ result }) => result)
  const one = { name: 'one instance', results: of('postgres') }
  const crossing = { name: 'crossing', results: of('cluster') }
  const within = { name: 'pairs on one of two instances', results: of('cluster-local') }
  for (const line of [
    formatMedians('paced', [one, crossing, within], rate),
    formatMedians('saturated', [one, crossing, within], rate),
    formatRatios(one, crossing),
    formatRatios(within, crossing),
  ])
    if (line) console.log(line)
} finally {
  await postgres?.stop()
}

function labelOf(store: string): string {
  if (store === 'postgres') return 'relay (postgres, one instance)'
  if (store === 'cluster') return 'relay (postgres, two instances behind nginx)'
  if (store === 'cluster-local') return 'relay (postgres, two instances behind nginx, pairs on one instance)'
  return `relay (${store} store)`
}

async function benchOne(store: string): Promise<BenchResult> {
  const spawn = (env: NodeJS.ProcessEnv) => spawnRelay([], env, cli)
  if (store === 'postgres') return benchOnPostgres(postgres as RunningPostgres, 1, options, spawn)
  if (store === 'cluster' || store === 'cluster-local') {
    const pairing = store === 'cluster' ? 'across' : 'within'
    return benchOnPostgres(postgres as RunningPostgres, 2, { ...options, pairing }, spawn)
  }
  if (store !== 'memory' && store !== 'pglite') throw new Error(`unknown --store ${store}`)
  const stateDir = store === 'pglite' ? await mkdtemp(join(tmpdir(), 'foyer-relay-bench-')) : undefined
  const relay = await spawnRelay(
    store === 'memory' ? ['--memory'] : [],
    stateDir ? { FOYER_STATE_DIR: stateDir } : {},
    cli,
  )
  try {
    return await benchWithMemory(relay, { ...options, url: relay.url, cpu: cpuProbe([relay.pid]) })
  } finally {
    await relay.stop()
    if (stateDir) await rm(stateDir, { recursive: true, force: true })
  }
}
