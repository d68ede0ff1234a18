import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletRegistryDirOf } from '../config.js'
import type { Db } from '../db/types.js'
import { DEMO_PROJECT_ID, getProject } from '../projects/store.js'
import { createMemoryDb } from '../testing/memoryDb.js'
import { seedDatabase } from './seedDatabase.js'

describe('seedDatabase', () => {
  let db: Db
  beforeAll(async () => {
    db = await createMemoryDb()
  })
  afterAll(() => db.close())

  it('imports all 113 registry wallets with their logos, and creates the demo project', async () => {
    const result = await seedDatabase(db)
    expect(result).toEqual({ demoProjectCreated: true, walletsImported: 113 })
    const { rows } = await db.query<{ wallets: number; logos: number }>(
      `SELECT count(*)::int AS wallets,
         count(*) FILTER (WHERE a.content_type = 'image/jpeg')::int AS logos
       FROM wallets w LEFT JOIN assets a ON a.kind = 'wallet' AND a.id = w.image_id`,
    )
    expect(rows[0]).toEqual({ wallets: 113, logos: 113 })
    expect(await getProject(db, DEMO_PROJECT_ID)).toEqual({
      projectId: DEMO_PROJECT_ID,
      name: 'Foyer demo',
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      analyticsEnabled: true,
    })
  })

  it('gives well-known wallets their rdns, matched by name', async () => {
    const { rows } = await db.query<{ name: string; rdns: string }>(
      'SELECT name, rdns FROM wallets WHERE rdns IS NOT NULL ORDER BY display_order',
    )
    const byName = Object.fromEntries(rows.map((row) => [row.name, row.rdns]))
    expect(byName).toMatchObject({
      MetaMask: 'io.metamask',
      Rainbow: 'me.rainbow',
      'Trust Wallet': 'com.trustwallet.app',
      Rabby: 'io.rabby',
    })
    const registry = JSON.parse(readFileSync(join(walletRegistryDirOf(), 'wallets.json'), 'utf8'))
    expect(Object.keys(registry)).toHaveLength(113)
  })

  it('leaves existing data alone on the next start', async () => {
    await db.query(`UPDATE wallets SET name = 'MetaMask (edited)' WHERE rdns = 'io.metamask'`)
    await db.query(`UPDATE projects SET analytics_enabled = false WHERE project_id = $1`, [DEMO_PROJECT_ID])
    expect(await seedDatabase(db)).toEqual({ demoProjectCreated: false, walletsImported: 0 })
    const { rows } = await db.query(`SELECT 1 FROM wallets WHERE name = 'MetaMask (edited)'`)
    expect(rows).toHaveLength(1)
    expect((await getProject(db, DEMO_PROJECT_ID))?.analyticsEnabled).toBe(false)
  })

  it('reports a missing registry instead of failing the start', async () => {
    const empty = await createMemoryDb()
    try {
      const missing = mkdtempSync(join(tmpdir(), 'foyer-cloud-no-registry-'))
      const result = await seedDatabase(empty, { registryDir: missing })
      rmSync(missing, { recursive: true, force: true })
      expect(result).toEqual({
        demoProjectCreated: true,
        walletsImported: 0,
        registryMissing: join(missing, 'wallets.json'),
      })
    } finally {
      await empty.close()
    }
  })
})
