import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryDb } from '../testing/memoryDb.js'
import { type Migration, migrate, migrations } from './migrations.js'
import type { Db } from './types.js'

describe('migrate', () => {
  let db: Db
  beforeAll(async () => {
    db = await createMemoryDb({ migrated: false })
  })
  afterAll(() => db.close())

  it('applies every step once, records it, and does nothing on the next start', async () => {
    expect(await migrate(db)).toEqual(migrations.map((step) => step.id))
    expect(await migrate(db)).toEqual([])
    const { rows } = await db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id')
    expect(rows.map((row) => row.id)).toEqual(migrations.map((step) => step.id))
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    )
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'analytics_events',
      'assets',
      'chain_account_transactions',
      'chain_cursors',
      'chain_transactions',
      'chain_transfers',
      'profile_name_addresses',
      'profile_names',
      'projects',
      'rate_limits',
      'request_limits',
      'schema_migrations',
      'siwx_nonces',
      'siwx_sessions',
      'wallets',
    ])
  })

  it('applies only steps added later (how other services extend the schema)', async () => {
    const extra: Migration = {
      id: 100,
      name: 'mailboxes',
      sql: 'CREATE TABLE mailboxes (topic text PRIMARY KEY);',
    }
    expect(await migrate(db, [...migrations, extra])).toEqual([100])
    expect(await migrate(db, [...migrations, extra])).toEqual([])
  })

  it('rolls a failing step back entirely and reports its id', async () => {
    const broken: Migration = {
      id: 101,
      name: 'broken',
      sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;',
    }
    await expect(migrate(db, [broken])).rejects.toThrow('Database migration 101 failed')
    const { rows } = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`)
    expect(rows).toHaveLength(0)
    const recorded = await db.query('SELECT 1 FROM schema_migrations WHERE id = 101')
    expect(recorded.rows).toHaveLength(0)
  })
})
