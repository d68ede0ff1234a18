import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadKek } from '../config.js'
import { startSecureSite } from './startSecureSite.js'

describe('the secure site in production (NODE_ENV=production)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('does not start without SECURE_SITE_KEK, names the variable, and makes no key or database of its own', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'foyer-secure-site-'))
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SECURE_SITE_KEK', '')
    const attempt = startSecureSite({ config: { port: 0, stateDir } })
    await expect(attempt).rejects.toThrow(
      /^SECURE_SITE_KEK is required in production \(NODE_ENV=production\)/,
    )
    expect(readdirSync(stateDir)).toEqual([])
  })

  it('uses SECURE_SITE_KEK when set, and keeps generating a local key in development only', () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'foyer-secure-site-'))
    const kek = 'ab'.repeat(32)
    expect(loadKek({ NODE_ENV: 'production', SECURE_SITE_KEK: kek }, stateDir).toString('hex')).toBe(kek)
    expect(() => loadKek({ NODE_ENV: 'production' }, stateDir)).toThrow(/SECURE_SITE_KEK/)
    expect(existsSync(join(stateDir, 'secure-site', 'kek'))).toBe(false)
    const local = loadKek({}, stateDir)
    expect(local).toHaveLength(32)
    expect(loadKek({ NODE_ENV: 'development' }, stateDir).equals(local)).toBe(true)
  })
})
