import { mkdir } from 'node:fs/promises'
import { SqlMailboxStore } from './sql.js'
import type { SqlClient } from './sql-client.js'

/** Opens (creating if needed) a PGlite database in `dataDir` and a mailbox store over it, closed with the store. */
export async function openPgliteMailboxStore(dataDir: string): Promise<SqlMailboxStore> {
  await mkdir(dataDir, { recursive: true })
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dataDir)
  return SqlMailboxStore.create(db as SqlClient, { onClose: () => db.close() })
}

/** Connects a node-postgres pool to `connectionString` and a mailbox store over it, closed with the store. */
export async function openPostgresMailboxStore(connectionString: string): Promise<SqlMailboxStore> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString, max: 4 })
  return SqlMailboxStore.create(pool as SqlClient, { onClose: () => pool.end() })
}
