import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import type { Db, Queryable, QueryResult } from './types.js'

interface PGliteLike {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[]; affectedRows?: number }>
  exec(sql: string): Promise<unknown>
}

function wrap(target: PGliteLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, [...params])
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

/** Wraps an open PGlite instance as a {@link Db}. */
export function pgliteDb(pglite: PGlite, onClose?: () => void): Db {
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    async close() {
      if (!pglite.closed) await pglite.close()
      onClose?.()
    },
  }
}

/** Opens embedded Postgres: in memory when `dataDir` is undefined, else persisted there. */
export async function openPgliteDb(dataDir: string | undefined, options: PGliteOptions = {}): Promise<Db> {
  const pglite = await PGlite.create(dataDir === undefined ? options : { ...options, dataDir })
  return pgliteDb(pglite)
}
