import { lockDataDir as lockFile } from '@foyer/service-kit/lock'
import { DataDirLockedError } from '../errors.js'

/**
 * Takes `<dataDir>.lock` so two processes never open the same embedded database (PGlite has no
 * locking of its own and would corrupt it). A lock left by a dead process is taken over.
 * Returns the release function.
 */
export const lockDataDir = (dataDir: string): (() => void) =>
  lockFile(dataDir, (dir, pid) => new DataDirLockedError(dir, pid))
