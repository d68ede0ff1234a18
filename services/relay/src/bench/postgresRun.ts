import pg from 'pg'
import type { RunningPostgres } from '../../../../scripts/postgres.mjs'
import { cpuProbe } from './cpu.js'
import { benchWithMemory } from './memory.js'
import { startNginx } from './nginx.js'
import { type RelayProcess, spawnRelay } from './relays.js'
import { type BenchOptions, type BenchResult, runBench } from './run.js'

let databases = 0

/**
 * The relay on a PostgreSQL server: one instance reached directly, or `instances` of it behind nginx
 * (one instance needs no balancer, and nginx's CPU is not the relay's or the database's). Every run gets
 * a fresh database on the same server, so the runs compare like with like (no tables bloated by the run
 * before).
 */
export async function benchOnPostgres(
  server: RunningPostgres,
  instances: number,
  options: Omit<BenchOptions, 'url' | 'placement'>,
  spawn: (env: NodeJS.ProcessEnv) => Promise<RelayProcess> = (env) => spawnRelay([], env),
): Promise<BenchResult> {
  const name = `relay_bench_${++databases}`
  const admin = new pg.Client({ connectionString: server.url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(server.url)
  url.pathname = `/${name}`
  const database = new pg.Pool({ connectionString: url.href, max: 1 })
  const relays: RelayProcess[] = []
  let nginx: { stop(): Promise<void> } | undefined
  try {
    for (let i = 0; i < instances; i++) relays.push(await spawn({ DATABASE_URL: url.href }))
    const [only] = relays
    const front = instances === 1 ? undefined : await startNginx(relays.map((relay) => relay.url))
    nginx = front
    const bench = (benchOptions: BenchOptions) =>
      instances === 1 && only ? benchWithMemory(only, benchOptions) : runBench(benchOptions)
    return await bench({
      ...options,
      url: front?.url ?? (only as RelayProcess).url,
      cpu: cpuProbe(
        relays.map((relay) => relay.pid),
        server.port,
        front?.pid,
      ),
      // Each instance records its subscribers with its own id: that is where each client landed.
      placement: async (topics) => {
        const { rows } = await database.query<{ topic: string; instance_id: string }>(
          'SELECT topic, instance_id FROM relay_subscriptions WHERE topic = ANY($1::text[])',
          [topics],
        )
        return new Map(rows.map((row) => [row.topic, row.instance_id]))
      },
    })
  } finally {
    await nginx?.stop()
    await Promise.all(relays.map((relay) => relay.stop()))
    await database.end()
    await admin.query(`DROP DATABASE ${name}`)
    await admin.end()
  }
}
