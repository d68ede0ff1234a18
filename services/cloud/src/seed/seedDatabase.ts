import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { SEED_IMAGES } from '../assets/seedImages.js'
import { etagOf } from '../assets/store.js'
import { isProduction, walletRegistryDirOf } from '../config.js'
import type { Db } from '../db/types.js'
import { DEMO_PROJECT, putProject } from '../projects/store.js'
import { importWalletsFile } from '../wallets/importFile.js'

export interface SeedOptions {
  /** Directory with wallets.json and logos/; defaults to env FOYER_WALLET_REGISTRY or the repository's copy. */
  registryDir?: string
  /**
   * Create the demo project (it allows any `http://localhost` page); default true except in production
   * (NODE_ENV=production), where the operator creates the projects.
   */
  demoProject?: boolean
}

export interface SeedResult {
  demoProjectCreated: boolean
  /** Wallets imported from the registry (0 when the table already had wallets). */
  walletsImported: number
  /** Set when the registry was needed but not found. */
  registryMissing?: string
}

/**
 * First-start data: the demo project (not in production), the seed images, and all registry wallets when the wallets
 * table is empty. Existing rows are never overwritten, so edits survive restarts.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const demoProjectCreated =
    (options.demoProject ?? !isProduction()) && (await putProject(db, DEMO_PROJECT, { replace: false }))
  for (const image of SEED_IMAGES) {
    await db.query(
      `INSERT INTO assets (kind, id, content_type, bytes, etag) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (kind, id) DO NOTHING`,
      [image.kind, image.id, image.contentType, image.bytes, etagOf(image.bytes)],
    )
  }
  const { rows } = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM wallets) AS present')
  if (rows[0]?.present) return { demoProjectCreated, walletsImported: 0 }
  const registryFile = join(options.registryDir ?? walletRegistryDirOf(), 'wallets.json')
  if (!existsSync(registryFile))
    return { demoProjectCreated, walletsImported: 0, registryMissing: registryFile }
  const { wallets } = await importWalletsFile(db, registryFile)
  return { demoProjectCreated, walletsImported: wallets }
}
