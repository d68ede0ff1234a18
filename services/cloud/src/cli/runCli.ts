import { openDb } from '../db/open.js'
import type { Db } from '../db/types.js'
import { CloudError } from '../errors.js'
import { startCloud } from '../server/startCloud.js'
import { importWalletsFile } from '../wallets/importFile.js'

export interface CliIo {
  out: (line: string) => void
  err: (line: string) => void
  /** Opens the database for one-shot commands (tests inject an in-memory one). */
  openDb?: () => Promise<Db>
  /** Resolves when the process should stop serving (SIGINT/SIGTERM in the real CLI). */
  untilStopped?: Promise<void>
}

const USAGE = `Usage: cloud [serve]              start the API (port: env FOYER_CLOUD_PORT, default 4000)
       cloud wallets import FILE  upsert wallets from a registry-shaped JSON file (logos/<id>.jpeg optional)`

/** Runs one CLI command and resolves with the exit code. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const [command = 'serve', ...rest] = args
  try {
    if (command === 'serve' && rest.length === 0) {
      const cloud = await startCloud()
      io.out(`Cloud API: ${cloud.url}`)
      if (cloud.seed.registryMissing) io.err(`Wallet registry not found at ${cloud.seed.registryMissing}`)
      await (io.untilStopped ?? new Promise<void>(() => {}))
      await cloud.stop()
      return 0
    }
    if (command === 'wallets' && rest[0] === 'import' && rest.length === 2 && rest[1]) {
      const db = await (io.openDb ?? (() => openDb()))()
      try {
        const result = await importWalletsFile(db, rest[1])
        io.out(`Imported ${result.wallets} wallets (${result.logos} with logos) from ${rest[1]}`)
        return 0
      } finally {
        await db.close()
      }
    }
    if (command === 'help' || command === '--help' || command === '-h') {
      io.out(USAGE)
      return 0
    }
    io.err(USAGE)
    return 2
  } catch (error) {
    io.err(error instanceof CloudError ? error.message : `Unexpected error: ${String(error)}`)
    return 1
  }
}
