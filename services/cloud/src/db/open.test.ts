import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pgliteDirOf } from '../config.js'
import { DataDirLockedError } from '../errors.js'
import { lockDataDir } from './lock.js'
import { openDb } from './open.js'

const stateDir = mkdtempSync(join(tmpdir(), 'foyer-cloud-state-'))
afterAll(() => rmSync(stateDir, { recursive: true, force: true }))

describe('openDb with a state directory', () => {
  // initdb of an on-disk cluster takes seconds, and much longer when every core is busy.
  it('persists data under <state>/cloud/pglite across restarts and releases its lock on close', {
    timeout: 180_000,
  }, async () => {
    const first = await openDb({ stateDir })
    await first.query(`INSERT INTO projects (project_id, name) VALUES ('${'1'.repeat(32)}', 'Kept')`)
    // A second process (or a CLI import) must not open the same files while the service runs.
    expect(() => lockDataDir(pgliteDirOf(stateDir))).toThrow(DataDirLockedError)
    await first.close()
    expect(existsSync(`${pgliteDirOf(stateDir)}.lock`)).toBe(false)

    const second = await openDb({ stateDir })
    try {
      const { rows } = await second.query<{ name: string }>('SELECT name FROM projects')
      expect(rows).toEqual([{ name: 'Kept' }])
    } finally {
      await second.close()
    }
  })

  it('takes over a lock left by a process that no longer exists', () => {
    const dataDir = join(stateDir, 'stale')
    writeFileSync(`${dataDir}.lock`, '999999999')
    const release = lockDataDir(dataDir)
    release()
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
  })
})
