import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Db, openDb, schedulePurge } from '@foyer/cloud/db'
import type { DevnetChainId } from '@foyer/devnet'
import { createAdaptorServer } from '@hono/node-server'
import { createExchangeApp } from './app.js'
import { createHotWallet } from './hotWallet.js'
import { createLoginStore, TEST_ACCOUNT } from './logins.js'
import { EXCHANGE_EXPIRING_TABLES, exchangeMigrations } from './migrations.js'
import { createSessionStore } from './sessions.js'

export interface ExchangeOptions {
  port: number
  host?: string
  rpcUrls: Record<DevnetChainId, string>
  /** Where visitors reach it (default http://localhost:<port>); checkout URLs start with it. */
  publicUrl?: string
  /** An open database (tests); default DATABASE_URL, else PGlite in `<stateDir>/exchange/pglite`. */
  db?: Db
  /** The local services' state folder (default FOYER_STATE_DIR, else `<repo>/.state`). */
  stateDir?: string
  /** How long a confirm waits for the withdrawal's receipt before the page shows "sending" (default 5 s). */
  confirmWaitMs?: number
  now?: () => number
}

const defaultStateDir = () =>
  process.env.FOYER_STATE_DIR || fileURLToPath(new URL('../../../.state', import.meta.url))

/** How long the exchange waits for the chains to answer at start (the stack starts them beside it). */
const CHAINS_WAIT_MS = 120_000

/** Opens the database, seeds the test account's balances, serves the API and the checkout. */
export async function startExchange(options: ExchangeOptions) {
  const db =
    options.db ??
    (await openDb({
      dataDir: join(options.stateDir ?? defaultStateDir(), 'exchange', 'pglite'),
      migrations: exchangeMigrations,
    }))
  const sessions = createSessionStore(db, options.now)
  await sessions.seedAccount(TEST_ACCOUNT)
  const hotWallet = createHotWallet(options.rpcUrls, db)
  const funded = (async () => {
    const until = Date.now() + CHAINS_WAIT_MS
    for (let delay = 100; ; delay = Math.min(delay * 2, 2000)) {
      try {
        return await hotWallet.checkFunds()
      } catch (error) {
        if (Date.now() > until) throw error
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    }
  })()
  funded.catch((error: unknown) => {
    console.error(`exchange: the hot wallet is not ready: ${(error as Error).message}`)
    process.exitCode = 1
  })
  // The app needs the URL it is reached at, known once the server listens (port 0 picks one).
  let app: ReturnType<typeof createExchangeApp> | undefined
  const server = createAdaptorServer({
    fetch: (request) => (app ? app.fetch(request) : new Response('Starting', { status: 503 })),
  })
  const host = options.host ?? (process.env.FOYER_HOST || '127.0.0.1')
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port, host, () => resolve())
    })
  } catch (error) {
    if (!options.db) await db.close()
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      ? new Error(`Port ${options.port} is busy (set FOYER_EXCHANGE_PORT to use another port)`)
      : error
  }
  const port = (server.address() as AddressInfo).port
  const publicUrl = options.publicUrl ?? `http://localhost:${port}`
  app = createExchangeApp({
    sessions,
    logins: createLoginStore(db, options.now),
    hotWallet,
    publicUrl,
    ...(options.confirmWaitMs !== undefined ? { confirmWaitMs: options.confirmWaitMs } : {}),
  })
  const purge = schedulePurge(db, EXCHANGE_EXPIRING_TABLES)
  return {
    url: publicUrl,
    app,
    db,
    /** Resolves once the hot wallet holds some of every asset. */
    ready: funded,
    hotWallet: hotWallet.address,
    async stop() {
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      })
      await purge.stop()
      if (!options.db) await db.close()
    },
  }
}
