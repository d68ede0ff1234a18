import { lockDataDir as lockFile } from '@foyer/service-kit/lock'
import { DataDirLockedError } from '../errors.js'

/**
 * Takes `<dataDir>.lock` so two relays never open one PGlite folder: PGlite has no locking of its own,
 * and two writers lose messages and corrupt it. Returns the release function.
 */
export const lockDataDir = (dataDir: string): (() => void) =>
  lockFile(dataDir, (dir, pid) => new DataDirLockedError(dir, pid))
