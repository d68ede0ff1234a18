import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PORTS, portOf } from '@foyer/service-kit/ports'
import { z } from 'zod'
import { PendingCluster } from './cluster/pending.js'
import { newInstanceId } from './cluster/postgres.js'
import type { RelayCluster } from './cluster/types.js'
import { InvalidOptionError } from './errors.js'
import { createRelayServer } from './server/create.js'
import type { ErrorReporter } from './server/dispatch.js'
import { type RelayLimits, relayLimitsFromEnv } from './server/limits.js'
import { lockDataDir } from './store/lock.js'
import { MemoryMailboxStore } from './store/memory.js'
import { openPgliteMailboxStore, openPostgresRelay } from './store/open.js'
import { PendingStore } from './store/pendingStore.js'
import { SqlMailboxStore } from './store/sql.js'
import type { SqlClient } from './store/sql-client.js'
import type { MailboxStore } from './store/types.js'

/** Default port of the relay (env FOYER_RELAY_PORT), from the stack's port table. */
export const DEFAULT_RELAY_PORT = PORTS.relay.default
export const DEFAULT_RELAY_HOST = '127.0.0.1'

export interface StartRelayOptions {
  /** Defaults to FOYER_RELAY_PORT, else 4001; 0 picks a free port. */
  port?: number
  host?: string
  /** A ready store, owned by the caller (not closed by stop()). */
  store?: MailboxStore
  /** A SQL client (e.g. the cloud service's database), owned by the caller; the relay migrates its tables. */
  sql?: SqlClient
  /** Special value 'memory' keeps mailboxes in memory only. Default: DATABASE_URL, else PGlite in the state dir. */
  persistence?: 'default' | 'memory'
  /** Environment to read FOYER_RELAY_PORT, FOYER_STATE_DIR and DATABASE_URL from. */
  env?: NodeJS.ProcessEnv
  heartbeatIntervalMs?: number
  onError?: ErrorReporter
  /** Per-client quotas; default the FOYER_RELAY_* variables over DEFAULT_RELAY_LIMITS. */
  limits?: RelayLimits
}

export interface RunningRelay {
  /** ws://127.0.0.1:4001 or the port actually used. */
  url: string
  /** Closes client sockets, the server, and the store if the relay opened it. */
  stop(): Promise<void>
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

const optionsSchema = z.object({
  port: z.number().int().min(0).max(65_535).optional(),
  host: z.string().min(1).optional(),
  persistence: z.enum(['default', 'memory']).optional(),
  heartbeatIntervalMs: z.number().int().min(10).max(60_000).optional(),
})

function portFromEnv(env: NodeJS.ProcessEnv): number {
  try {
    return portOf('relay', env, { listen: true })
  } catch (error) {
    // The kit's message names the variable and the range; the relay's callers get its typed error.
    throw new InvalidOptionError(error instanceof Error ? error.message : String(error))
  }
}

/** Where the relay keeps its PGlite folder, or undefined when it uses another store. */
function pgliteDirOf(options: StartRelayOptions, env: NodeJS.ProcessEnv): string | undefined {
  if (options.store || options.sql || options.persistence === 'memory' || env.DATABASE_URL) return undefined
  const stateDir = env.FOYER_STATE_DIR ? resolve(env.FOYER_STATE_DIR) : join(repoRoot, '.state')
  return join(stateDir, 'relay', 'pglite')
}

async function openStore(
  options: StartRelayOptions,
  env: NodeJS.ProcessEnv,
  pgliteDir: string | undefined,
  instanceId: string,
): Promise<{ store: MailboxStore; owned: boolean; cluster?: RelayCluster }> {
  if (options.store) return { store: options.store, owned: false }
  if (options.sql) return { store: await SqlMailboxStore.create(options.sql), owned: false }
  if (pgliteDir) return { store: await openPgliteMailboxStore(pgliteDir), owned: true }
  if (env.DATABASE_URL) {
    const report = options.onError
    const relay = await openPostgresRelay(
      env.DATABASE_URL,
      report ? (error) => report(error, 'cluster') : undefined,
      instanceId,
    )
    return { ...relay, owned: true }
  }
  return { store: new MemoryMailboxStore(), owned: true }
}

/**
 * Starts the WalletConnect relay. Throws PortBusyError ("Port 4001 is busy (set FOYER_RELAY_PORT to use
 * another port)") when the port is taken, and DataDirLockedError when another live relay holds its
 * PGlite folder, both before the database is opened.
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<RunningRelay> {
  const parsed = optionsSchema.safeParse({
    port: options.port,
    host: options.host,
    persistence: options.persistence,
    heartbeatIntervalMs: options.heartbeatIntervalMs,
  })
  if (!parsed.success) {
    throw new InvalidOptionError(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    )
  }
  const env = options.env ?? process.env
  const port = options.port ?? portFromEnv(env)
  // FOYER_HOST=0.0.0.0 in a container (docs/deploy.md); loopback by default.
  const host = options.host ?? (env.FOYER_HOST || DEFAULT_RELAY_HOST)
  const pgliteDir = pgliteDirOf(options, env)
  // The port first, then the data folder's lock, then the database: a second relay on the same port
  // or folder stops with a clear message before it touches the first one's data.
  let opened: Awaited<ReturnType<typeof openStore>> | undefined
  let release: (() => void) | undefined
  let settle!: { resolve: (store: MailboxStore) => void; reject: (error: unknown) => void }
  const storeReady = new Promise<MailboxStore>((resolve, reject) => {
    settle = { resolve, reject }
  })
  // On a PostgreSQL server other instances may share the mailboxes: they form one relay.
  const clustered = !options.store && !options.sql && options.persistence !== 'memory' && !pgliteDir
  let settleCluster:
    | { resolve: (cluster: RelayCluster) => void; reject: (error: unknown) => void }
    | undefined
  const instanceId = newInstanceId()
  const cluster =
    clustered && env.DATABASE_URL
      ? new PendingCluster(
          new Promise<RelayCluster>((resolve, reject) => {
            settleCluster = { resolve, reject }
          }),
          instanceId,
        )
      : undefined
  const server = createRelayServer({
    store: new PendingStore(storeReady),
    isReady: () => opened !== undefined,
    ...(cluster ? { cluster } : {}),
    limits: options.limits ?? relayLimitsFromEnv(env),
    ...(options.heartbeatIntervalMs === undefined
      ? {}
      : { heartbeatIntervalMs: options.heartbeatIntervalMs }),
    ...(options.onError === undefined ? {} : { onError: options.onError }),
  })
  let url: string
  try {
    url = await server.listen({ port, host })
  } catch (error) {
    settle.reject(error)
    settleCluster?.reject(error)
    throw error
  }
  try {
    if (pgliteDir) release = lockDataDir(pgliteDir)
    opened = await openStore(options, env, pgliteDir, instanceId)
    settle.resolve(opened.store)
    if (opened.cluster) settleCluster?.resolve(opened.cluster)
  } catch (error) {
    settle.reject(error)
    settleCluster?.reject(error)
    await server.close()
    release?.()
    throw error
  }
  const { store, owned } = opened
  let stopping: Promise<void> | undefined
  return {
    url,
    stop() {
      stopping ??= (async () => {
        await server.close()
        await opened?.cluster?.close()
        if (owned) await store.close()
        release?.()
      })()
      return stopping
    },
  }
}
