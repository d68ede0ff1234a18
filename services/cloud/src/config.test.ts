import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { walletRegistryDirOf } from './config.js'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

describe('walletRegistryDirOf', () => {
  it("defaults to the registry inside the repository, so a clone's wallet directory is never empty", () => {
    const dir = walletRegistryDirOf({})
    expect(relative(repoRoot, dir)).toBe(join('services', 'cloud', 'data', 'wallet-registry'))
    expect(readFileSync(join(dir, 'LICENSE.md'), 'utf8')).toContain('MIT License')
    const wallets = Object.keys(JSON.parse(readFileSync(join(dir, 'wallets.json'), 'utf8')))
    expect(wallets.length).toBeGreaterThanOrEqual(100)
    // Every listing comes with its logo.
    const logos = new Set(readdirSync(join(dir, 'logos')))
    expect(wallets.filter((id) => !logos.has(`${id}.jpeg`))).toEqual([])
  })

  it('takes another folder from FOYER_WALLET_REGISTRY', () => {
    expect(walletRegistryDirOf({ FOYER_WALLET_REGISTRY: '/srv/registry' })).toBe('/srv/registry')
  })
})
