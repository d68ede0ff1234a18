import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { migrate } from '../db/migrations.js'
import { pgliteDb } from '../db/pglite.js'
import type { Db } from '../db/types.js'

// initdb inside PGlite takes seconds; loading a dumped fresh cluster takes well under one. The dump
// is an empty cluster (no Foyer schema), keyed by PGlite's version, so it never goes stale.
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
const pgliteVersion: string = JSON.parse(
  readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8'),
).version
const templateFile = join(tmpdir(), `foyer-cloud-pglite-${pgliteVersion}.tar`)

async function templateBlob(): Promise<Blob> {
  if (existsSync(templateFile)) return new Blob([readFileSync(templateFile)])
  const fresh = await PGlite.create()
  const dump = await fresh.dumpDataDir('none')
  await fresh.close()
  const partial = `${templateFile}.${process.pid}.${crypto.randomUUID()}`
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()))
  renameSync(partial, templateFile)
  return dump
}

/** A fresh in-memory database for one test file; migrated unless `migrated: false`. */
export async function createMemoryDb({ migrated = true } = {}): Promise<Db> {
  const pglite = await PGlite.create({ loadDataDir: await templateBlob() })
  const db = pgliteDb(pglite)
  if (migrated) await migrate(db)
  return db
}
