import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { DataDirLockedError } from '../errors.js'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes `<dataDir>.lock` (the holder's pid, created exclusively) so two relays never open one PGlite
 * folder: PGlite has no locking of its own, and two writers lose messages and corrupt it. A lock left
 * by a process that died (kill -9) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`
  mkdirSync(dirname(lockFile), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      return () => rmSync(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(readFileSync(lockFile, 'utf8'))
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(dataDir, pid)
      rmSync(lockFile, { force: true })
    }
  }
  throw new DataDirLockedError(dataDir, Number.NaN)
}
