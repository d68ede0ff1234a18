import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { contractsDir, packageDir } from './paths.js'
import { manifestFileName, snapshotStatus } from './snapshot.js'
import { computeSnapshotHash, snapshotFormatVersion, snapshotInputFiles } from './snapshot-hash.js'

let root: string

// A copy of the package's hashed inputs, so the test can edit them.
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'foyer-devnet-hash-'))
  await cp(contractsDir, join(root, 'contracts'), { recursive: true })
  await cp(join(packageDir, 'src'), join(root, 'src'), { recursive: true })
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('snapshot hash', () => {
  it('covers the contracts, the deploy script and the deployed data, not the tests', async () => {
    const files = await snapshotInputFiles(root)
    expect(files).toContain('contracts/UniversalResolver.sol')
    expect(files).toContain('src/deploy/deploy.ts')
    expect(files).toContain('src/ens-names.ts')
    expect(files.some((file) => file.endsWith('.test.ts'))).toBe(false)
  })

  it('matches the real package when nothing changed', async () => {
    expect(await computeSnapshotHash(root)).toBe(await computeSnapshotHash(packageDir))
  })

  it('changes when a contract source or the deploy script changes', async () => {
    const original = await computeSnapshotHash(root)
    await writeFile(join(root, 'contracts/FoyerToken.sol'), '// changed\n', { flag: 'a' })
    const afterContract = await computeSnapshotHash(root)
    expect(afterContract).not.toBe(original)
    await writeFile(join(root, 'src/deploy/deploy.ts'), '// changed\n', { flag: 'a' })
    expect(await computeSnapshotHash(root)).not.toBe(afterContract)
  })

  it('ignores files that do not affect the deployed state', async () => {
    const original = await computeSnapshotHash(root)
    await writeFile(join(root, 'src/cli.ts'), '// changed\n', { flag: 'a' })
    await writeFile(join(root, 'src/deploy/new-thing.test.ts'), 'export {}\n')
    expect(await computeSnapshotHash(root)).toBe(original)
  })
})

describe('snapshot status', () => {
  async function writeSnapshot(stateDir: string, hash: string) {
    await mkdir(stateDir, { recursive: true })
    await writeFile(join(stateDir, 'chain-31337.json'), '{}')
    await writeFile(join(stateDir, 'chain-31338.json'), '{}')
    const manifest = { version: snapshotFormatVersion, hash, createdAt: new Date().toISOString(), chains: [] }
    await writeFile(join(stateDir, manifestFileName), JSON.stringify(manifest))
  }

  it('is missing without a manifest, fresh with the current hash, stale with another', async () => {
    const stateDir = join(root, 'state')
    expect((await snapshotStatus(stateDir, 'abc')).status).toBe('missing')
    await writeSnapshot(stateDir, 'abc')
    expect((await snapshotStatus(stateDir, 'abc')).status).toBe('fresh')
    expect((await snapshotStatus(stateDir, 'def')).status).toBe('stale')
  })

  it('is missing when a chain dump is gone', async () => {
    const stateDir = join(root, 'state')
    await writeSnapshot(stateDir, 'abc')
    await rm(join(stateDir, 'chain-31338.json'))
    expect((await snapshotStatus(stateDir, 'abc')).status).toBe('missing')
  })
})
