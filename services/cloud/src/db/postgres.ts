import pg from 'pg'
import type { Db, Queryable, QueryResult } from './types.js'

interface ClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>
}

// pg sends Buffers as bytea; PGlite and our callers use plain Uint8Array.
function toPgParam(value: unknown): unknown {
  return value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value
}

function wrap(client: ClientLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params.map(toPgParam))
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length }
    },
    async exec(sql: string) {
      await client.query(sql)
    },
  }
}

/** Connects to a Postgres server (`postgres://user:pass@host:5432/db`) through a pool. */
export async function openPostgresDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect()
  probe.release()
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(wrap(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
