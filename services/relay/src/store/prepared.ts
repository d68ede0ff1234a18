import { createHash } from 'node:crypto'
import type pg from 'pg'
import type { SqlClient } from './sql-client.js'

type Pool = InstanceType<typeof pg.Pool>

/**
 * A node-postgres pool whose statements with parameters are prepared, once per connection (named by
 * a hash of their text: the relay runs a fixed few). PostgreSQL then parses, and mostly plans, them
 * once instead of on every call: planning cost it more than running them (server CPU measured for a
 * single-row publish insert: about 400 µs unprepared, 150 prepared; a lone ack 180 and 70).
 */
export function withPreparedStatements(pool: Pool): SqlClient {
  const names = new Map<string, string>()
  const nameOf = (text: string) => {
    let name = names.get(text)
    if (name === undefined) {
      name = `relay_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`
      names.set(text, name)
    }
    return name
  }
  return {
    async query<T>(text: string, params?: unknown[]) {
      // Without parameters it may be several statements (the migration): the simple protocol.
      const result = params
        ? await pool.query({ name: nameOf(text), text, values: params })
        : await pool.query(text)
      return { rows: result.rows as T[] }
    },
  }
}
