import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createPostgresCluster } from '../cluster/postgres.js'
import type { RelayCluster } from '../cluster/types.js'
import { READS_IN_FLIGHT } from '../server/announcedReader.js'
import { withPreparedStatements } from './prepared.js'
import { SqlMailboxStore } from './sql.js'
import type { SqlClient } from './sql-client.js'

/**
 * PGlite's own settings for the relay: 16 MB of shared buffers instead of 128 (its tables hold what
 * waits for delivery, a few MB; the buffers are resident memory of the relay process).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB']
/**
 * PGlite has no autovacuum: the store vacuums its table after this many deleted messages (a few ms on
 * a table that holds what waits for delivery), which keeps the file at about its largest backlog.
 */
const PGLITE_VACUUM_AFTER_DELETES = 5000

/**
 * Creates a PGlite database in a new folder (initdb) in a short-lived process of its own: initdb grows
 * the WebAssembly memory by a few hundred MiB that a process never gets back, so the relay that opens
 * the folder next does not carry it (measured: about 800 MiB resident after a first start, 230 after).
 */
async function initializeInChild(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(${JSON.stringify(dataDir)}).then((db) => db.close())`
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString()
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`PGlite could not create ${dataDir}: ${errors.trim()}`)),
    )
  })
}

/** Opens (creating if needed) a PGlite database in `dataDir` and a mailbox store over it, closed with the store. */
export async function openPgliteMailboxStore(dataDir: string): Promise<SqlMailboxStore> {
  await mkdir(dataDir, { recursive: true })
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initializeInChild(dataDir)
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] })
  // One statement at a time: publishes that arrive while one is written share the next.
  return SqlMailboxStore.create(db as SqlClient, {
    onClose: () => db.close(),
    concurrentWrites: 1,
    vacuumAfterDeletes: PGLITE_VACUUM_AFTER_DELETES,
  })
}

/** Connects a node-postgres pool to `connectionString` and a mailbox store over it, closed with the store. */
export async function openPostgresMailboxStore(connectionString: string): Promise<SqlMailboxStore> {
  return (await openPostgresRelay(connectionString)).store
}

/**
 * The mailboxes on a PostgreSQL server and the cluster of relay instances sharing it (subscriptions,
 * LISTEN/NOTIFY); the store's close() ends the pool, after the cluster's close().
 */
export async function openPostgresRelay(
  connectionString: string,
  onError?: (error: unknown) => void,
  instanceId?: string,
): Promise<{ store: SqlMailboxStore; cluster: RelayCluster }> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString, max: 16 })
  // Connections for reading what other instances announced (pushes skip the pool's queue), one per
  // read the reader keeps in flight, and one for writing acks (batched, counted as they arrive);
  // pg.Pool replaces a connection that breaks. They stay open when idle: pg.Pool hands out the last
  // one returned, so the others would be closed after 10 s and a burst would wait for a new
  // connection (and prepare its statements again) on the push path.
  const dedicated = { connectionString, idleTimeoutMillis: 0 }
  const lookup = new pg.Pool({ ...dedicated, max: READS_IN_FLIGHT })
  const acks = new pg.Pool({ ...dedicated, max: 1 })
  for (const each of [pool, lookup, acks]) each.on('error', (error) => onError?.(error))
  const store = await SqlMailboxStore.create(withPreparedStatements(pool), {
    lookup: withPreparedStatements(lookup),
    onClose: async () => {
      await Promise.all([pool.end(), lookup.end(), acks.end()])
    },
  })
  const cluster = await createPostgresCluster({
    pool,
    listen: async () => {
      const client = new pg.Client({ connectionString })
      await client.connect()
      return client
    },
    acks: withPreparedStatements(acks),
    ...(onError ? { onError } : {}),
    ...(instanceId ? { instanceId } : {}),
  })
  return { store, cluster }
}
