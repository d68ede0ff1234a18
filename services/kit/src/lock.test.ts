import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockDataDir } from './lock.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-kit-lock-'))
  dirs.push(dir)
  return join(dir, 'db', 'pglite')
}
const locked = (dir: string, pid: number) => new Error(`${dir} is held by ${pid}`)

describe('lockDataDir', () => {
  it('writes the holder pid beside the folder and removes it on release', () => {
    const dir = dataDir()
    const release = lockDataDir(dir, locked)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    release()
    expect(existsSync(`${dir}.lock`)).toBe(false)
  })

  it("throws the service's own error while a live process holds it", () => {
    const dir = dataDir()
    const release = lockDataDir(dir, locked)
    expect(() => lockDataDir(dir, locked)).toThrow(`${dir} is held by ${process.pid}`)
    release()
  })

  it('takes over a lock left by a process that died', () => {
    const dir = dataDir()
    lockDataDir(dir, locked)()
    // No process has this pid (above the kernel's pid_max).
    writeFileSync(`${dir}.lock`, '99999999')
    const release = lockDataDir(dir, locked)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    release()
  })
})
