// Several instances starting at once on one empty PostgreSQL server (Debian's, started for the test).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres } from '../../../../scripts/postgres.mjs'
import { migrations } from './migrations.js'
import { openDb } from './open.js'

let postgres: Awaited<ReturnType<typeof startPostgres>>
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(() => postgres?.stop())

describe('instances starting at once on an empty PostgreSQL database', () => {
  it('migrate once between them, and each serves only once its schema is current', async () => {
    const dbs = await Promise.all(Array.from({ length: 4 }, () => openDb({ databaseUrl: postgres.url })))
    for (const db of dbs) {
      const { rows } = await db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id')
      expect(rows.map((row) => row.id)).toEqual(migrations.map((step) => step.id))
    }
    await Promise.all(dbs.map((db) => db.close()))
  })
})
