import { pgliteDirOf, stateDirOf } from '../config.js'
import { lockDataDir } from './lock.js'
import { type Migration, migrate } from './migrations.js'
import { openPgliteDb } from './pglite.js'
import { openPostgresDb } from './postgres.js'
import type { Db } from './types.js'

export interface OpenDbOptions {
  /** Postgres connection string; defaults to env DATABASE_URL. When set, PGlite is not used. */
  databaseUrl?: string
  /** State directory holding `cloud/pglite`; defaults to env FOYER_STATE_DIR or `<repo>/.state`. */
  stateDir?: string
  /** Embedded database in memory only (tests, bench); ignores stateDir. */
  memory?: boolean
  /** Run the migrations (default true). */
  migrate?: boolean
  /** The embedded database's folder; default `<stateDir>/cloud/pglite`. Other services pass their own. */
  dataDir?: string
  /** The schema steps; default the cloud's. */
  migrations?: readonly Migration[]
}

/**
 * Opens the cloud database and brings its schema up to date: a Postgres server when a database URL
 * is given (or env DATABASE_URL is set), else embedded PGlite under the state directory.
 */
export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  const databaseUrl = options.databaseUrl ?? (options.memory ? undefined : process.env.DATABASE_URL)
  let db: Db
  if (databaseUrl) {
    db = await openPostgresDb(databaseUrl)
  } else if (options.memory) {
    db = await openPgliteDb(undefined)
  } else {
    const dataDir = options.dataDir ?? pgliteDirOf(options.stateDir ?? stateDirOf())
    const unlock = lockDataDir(dataDir)
    try {
      const inner = await openPgliteDb(dataDir)
      db = {
        ...inner,
        close: async () => {
          try {
            await inner.close()
          } finally {
            unlock()
          }
        },
      }
    } catch (error) {
      unlock()
      throw error
    }
  }
  if (options.migrate !== false) {
    try {
      await migrate(db, options.migrations)
    } catch (error) {
      await db.close()
      throw error
    }
  }
  return db
}
