import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { anvilVersion } from './anvil-binary.js'
import { packageDir } from './paths.js'

const require = createRequire(import.meta.url)

/** Bump to invalidate every existing snapshot when the manifest or dump format changes. */
export const snapshotFormatVersion = 1

// Everything that decides what a snapshot contains: the contracts, the deploy script, the data it
// deploys (accounts, tokens, names, NFTs) and how anvil is started.
const hashedSources = [
  'contracts',
  'src/deploy',
  'src/node/anvil.ts',
  'src/accountAbstraction.ts',
  'src/accounts.ts',
  'src/constants.ts',
  'src/contracts.ts',
  'src/ens-names.ts',
  'src/exchange.ts',
  'src/nfts.ts',
  'src/onramp.ts',
  'src/tokens.ts',
]

const hashedPackages = [
  'solc',
  '@openzeppelin/contracts',
  '@uniswap/v2-core',
  '@uniswap/v2-periphery',
  '@ensdomains/ens',
  '@ensdomains/resolver',
  '@account-abstraction/contracts',
  '@safe-global/safe-contracts',
  '@safe-global/safe-4337',
]

async function listFiles(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null)
  if (!entries) return [path]
  const files: string[] = []
  for (const entry of entries) {
    const full = join(path, entry.name)
    if (entry.isDirectory()) files.push(...(await listFiles(full)))
    else if (!/\.test\.tsx?$/.test(entry.name)) files.push(full)
  }
  return files
}

/** The files whose contents make up the snapshot hash, relative to the package, sorted. */
export async function snapshotInputFiles(root: string = packageDir): Promise<string[]> {
  const paths = hashedSources.map((path) => join(root, path))
  const files = (await Promise.all(paths.map(listFiles))).flat()
  return files.map((file) => relative(root, file)).sort()
}

/**
 * sha256 over the snapshot's inputs (file paths and contents, package versions); a snapshot whose
 * stored hash differs is rebuilt.
 */
export async function computeSnapshotHash(root: string = packageDir): Promise<string> {
  const hash = createHash('sha256')
  hash.update(`format ${snapshotFormatVersion}\nanvil ${anvilVersion()}\n`)
  for (const name of hashedPackages) {
    hash.update(`${name} ${(require(`${name}/package.json`) as { version: string }).version}\n`)
  }
  for (const file of await snapshotInputFiles(root)) {
    hash.update(`${file}\n`)
    hash.update(await readFile(join(root, file)))
    hash.update('\n')
  }
  return hash.digest('hex')
}
