import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

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
 * Takes `<dataDir>.lock` (the holder's pid, created exclusively) so two processes never open one embedded
 * database folder: PGlite has no locking of its own, and two writers corrupt it. A lock left by a process
 * that died (kill -9) is taken over. Returns the release function; a live holder gets `locked(dataDir, pid)`
 * thrown (pid NaN when the file stayed unreadable), the service's own error.
 *
 * @example
 * const release = lockDataDir(dataDir, (dir, pid) => new DataDirLockedError(dir, pid))
 */
export function lockDataDir(dataDir: string, locked: (dataDir: string, pid: number) => Error): () => void {
  const lockFile = `${dataDir}.lock`
  mkdirSync(dirname(lockFile), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      return () => rmSync(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(readFileSync(lockFile, 'utf8'))
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw locked(dataDir, pid)
      rmSync(lockFile, { force: true })
    }
  }
  throw locked(dataDir, Number.NaN)
}
