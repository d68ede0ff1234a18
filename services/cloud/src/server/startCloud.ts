import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import type { Hono } from 'hono'
import { createCloudApp } from '../app.js'
import { type BitcoinLedger, bitcoinLedgersFromEnv, createBitcoinLedgerSet } from '../bitcoin/ledgers.js'
import { createChainSet } from '../chains/chainSet.js'
import { type ChainConfig, chainsFromEnv } from '../chains/config.js'
import { cloudPortOf, eventQuotaOf, namesConfigOf, trustProxyOf } from '../config.js'
import { CLOUD_EXPIRING_TABLES } from '../db/expiringTables.js'
import { openDb } from '../db/open.js'
import { schedulePurge } from '../db/purge.js'
import type { Db } from '../db/types.js'
import { PortBusyError } from '../errors.js'
import { exchangeConfigOf } from '../exchange/config.js'
import type { CloudEnv } from '../http/env.js'
import { requestLimitsOf } from '../http/requestLimits.js'
import { createIndexer, type Indexer } from '../indexer/indexer.js'
import { onrampConfigOf } from '../onramp/config.js'
import { type SeedResult, seedDatabase } from '../seed/seedDatabase.js'
import { createSolanaLedgerSet, type SolanaLedger, solanaLedgersFromEnv } from '../solana/ledgers.js'

export interface StartCloudOptions {
  /** Port to listen on; default env FOYER_CLOUD_PORT or 4000. 0 picks a free one. */
  port?: number
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** Postgres connection string; default env DATABASE_URL, else embedded PGlite. */
  databaseUrl?: string
  /** State directory for the embedded database; default env FOYER_STATE_DIR or `<repo>/.state`. */
  stateDir?: string
  /** Use this open database instead (tests, bench); `stop()` closes it. */
  db?: Db
  /** Wallet registry directory for the first-start import; default env FOYER_WALLET_REGISTRY. */
  registryDir?: string
  /** Base URL in image links; default env FOYER_CLOUD_PUBLIC_URL, else the listening address. */
  publicUrl?: string
  /** In-memory cache lifetime in ms (default 5000, 0 = off); see createCloudApp. */
  cacheTtlMs?: number
  /**
   * Chains the blockchain API serves and the indexer follows; default the devnet chains at env
   * FOYER_CHAIN_A_PORT / FOYER_CHAIN_B_PORT (8545 / 8546). `[]` turns the blockchain API off.
   */
  chains?: readonly ChainConfig[]
  /** Solana networks (balances and history); default the devnet's three ledgers (`solanaLedgersFromEnv`). */
  solana?: readonly SolanaLedger[]
  /** Bitcoin networks (balances and history); default the devnet's regtest ledger (`bitcoinLedgersFromEnv`). */
  bitcoin?: readonly BitcoinLedger[]
  /** Indexer polling interval in ms (default 1000). */
  indexerIntervalMs?: number
}

export interface RunningCloud {
  /** Where the service listens, e.g. `http://127.0.0.1:4000`. */
  url: string
  port: number
  /** The chain indexer, when chains are configured (`sync()` waits until it caught up). */
  indexer: Indexer | undefined
  /** What the first-start seeding did. */
  seed: SeedResult
  /** Stops accepting requests, closes open connections, then closes the database. */
  stop(): Promise<void>
}

/**
 * Starts the cloud API: takes the port first (a second instance fails fast with PortBusyError,
 * before it touches the database), opens and migrates the database, seeds it, then serves.
 */
export async function startCloud(options: StartCloudOptions = {}): Promise<RunningCloud> {
  const port = options.port ?? cloudPortOf()
  // Settings first: a production start without its secrets fails before it takes a port or a database.
  const names = namesConfigOf()
  // FOYER_HOST=0.0.0.0 in a container (docs/deploy.md); loopback by default.
  const host = options.host ?? (process.env.FOYER_HOST || '127.0.0.1')
  const chains = createChainSet(options.chains ?? chainsFromEnv())
  let resolveApp: (app: Hono<CloudEnv>) => void = () => {}
  const appReady = new Promise<Hono<CloudEnv>>((resolve) => {
    resolveApp = resolve
  })
  // Requests that arrive while the database opens wait for it instead of failing.
  const server = createAdaptorServer({ fetch: async (request) => (await appReady).fetch(request) })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortBusyError(port, { cause: error }) : error),
    )
    server.listen(port, host, () => resolve())
  })
  const closeServer = () =>
    new Promise<void>((resolve) => {
      if ('closeAllConnections' in server) server.closeAllConnections()
      server.close(() => resolve())
    })
  const actualPort = (server.address() as AddressInfo).port
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`

  let db: Db
  let seed: SeedResult
  try {
    const openOptions = {
      ...(options.databaseUrl === undefined ? {} : { databaseUrl: options.databaseUrl }),
      ...(options.stateDir === undefined ? {} : { stateDir: options.stateDir }),
    }
    db = options.db ?? (await openDb(openOptions))
    seed = await seedDatabase(
      db,
      options.registryDir === undefined ? {} : { registryDir: options.registryDir },
    )
  } catch (error) {
    await closeServer()
    throw error
  }
  // The indexer only polls when there are chains; a chain that is down is retried every round.
  const indexer: Indexer | undefined =
    chains.list.length === 0
      ? undefined
      : createIndexer({
          db,
          chains,
          ...(options.indexerIntervalMs === undefined ? {} : { pollIntervalMs: options.indexerIntervalMs }),
        })
  const publicUrl = options.publicUrl ?? process.env.FOYER_CLOUD_PUBLIC_URL ?? url
  resolveApp(
    createCloudApp({
      db,
      publicUrl,
      chains,
      solana: createSolanaLedgerSet(options.solana ?? solanaLedgersFromEnv()),
      bitcoin: createBitcoinLedgerSet(options.bitcoin ?? bitcoinLedgersFromEnv()),
      ...(indexer === undefined ? {} : { indexer }),
      ...(options.cacheTtlMs === undefined ? {} : { cacheTtlMs: options.cacheTtlMs }),
      eventQuota: eventQuotaOf(),
      trustProxy: trustProxyOf(),
      requestLimits: requestLimitsOf(),
      names,
      onramp: onrampConfigOf(),
      exchanges: exchangeConfigOf(),
    }),
  )

  indexer?.start()
  // Expired nonces, sessions and counters go every few minutes; safe with any number of instances.
  const purge = schedulePurge(db, CLOUD_EXPIRING_TABLES)

  let stopping: Promise<void> | undefined
  return {
    url,
    port: actualPort,
    seed,
    indexer,
    stop() {
      stopping ??= closeServer()
        .then(() => purge.stop())
        .then(() => indexer?.stop())
        .then(() => db.close())
      return stopping
    },
  }
}
