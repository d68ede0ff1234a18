import { pgliteDirOf, stateDirOf } from '../config.js'
import { lockDataDir } from './lock.js'
import { migrate } from './migrations.js'
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
    const dataDir = pgliteDirOf(options.stateDir ?? stateDirOf())
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
      await migrate(db)
    } catch (error) {
      await db.close()
      throw error
    }
  }
  return db
}
