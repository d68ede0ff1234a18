import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { imageContentTypeOf } from '../assets/store.js'
import type { Db } from '../db/types.js'
import { WalletImportError } from '../errors.js'
import { registryFileSchema, toWalletRecord } from './registry.js'
import { upsertWallet, type WalletLogo } from './upsert.js'

const LOGO_EXTENSIONS = ['jpeg', 'jpg', 'png', 'svg', 'webp'] as const

export interface ImportResult {
  /** Wallets inserted or updated. */
  wallets: number
  /** Of those, how many came with a logo file. */
  logos: number
}

async function readLogo(logosDir: string, id: string): Promise<WalletLogo | undefined> {
  for (const extension of LOGO_EXTENSIONS) {
    const path = join(logosDir, `${id}.${extension}`)
    if (!existsSync(path)) continue
    const contentType = imageContentTypeOf(path)
    if (contentType) return { contentType, bytes: new Uint8Array(await readFile(path)) }
  }
  return undefined
}

/**
 * Imports wallets from a JSON file in the registry's shape (object keyed by id, or an array),
 * upserting by id. Logos are optional: `logos/<id>.jpeg|jpg|png|svg|webp` next to the file.
 * All or nothing: an invalid entry rejects the whole file.
 */
export async function importWalletsFile(db: Db, file: string): Promise<ImportResult> {
  let raw: unknown
  try {
    raw = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new WalletImportError(`cannot read ${file} as JSON`, {
      cause: error,
      details: (error as Error).message,
    })
  }
  const parsed = registryFileSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? issue.path.join('.') : '(root)'
    throw new WalletImportError(`${file}: ${where}: ${issue?.message ?? 'invalid'}`)
  }
  const logosDir = join(dirname(file), 'logos')
  const entries = await Promise.all(
    parsed.data.map(async (entry) => ({
      record: toWalletRecord(entry),
      logo: await readLogo(logosDir, entry.id),
    })),
  )
  await db.transaction(async (tx) => {
    for (const { record, logo } of entries) await upsertWallet(tx, record, logo)
  })
  return { wallets: entries.length, logos: entries.filter((entry) => entry.logo).length }
}
