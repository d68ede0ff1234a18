/**
 * permissionless (Safe smart accounts over viem) for the bundler's tests. It is a dependency of the
 * secure site, and npm did not hoist it to the root node_modules, so it is resolved from there rather
 * than installed a second time (the resolution walks up to the root too, should it be hoisted later).
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as Accounts from '../../../secure-site/node_modules/permissionless/_types/accounts/index.js'
import { repoRoot } from '../alto.js'

// Node's lookup from the secure site: its own node_modules first, then each parent's.
const lookup = createRequire(join(repoRoot, 'services/secure-site/package.json')).resolve.paths(
  'permissionless',
)
const packageDir = lookup
  ?.map((dir) => join(dir, 'permissionless'))
  .find((dir) => existsSync(join(dir, 'package.json')))
if (!packageDir) throw new Error('permissionless is not installed (a dependency of services/secure-site)')
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  version: string
  exports: Record<string, { import: string }>
}
const entry = manifest.exports['./accounts']?.import
if (!entry) throw new Error(`permissionless ${manifest.version} has no ./accounts export`)

/** permissionless' version (the tests expect 0.4.x, whose Safe defaults the devnet deploys). */
export const permissionlessVersion = manifest.version

/** permissionless' `toSafeSmartAccount` (ESM build, sharing the root's viem). */
export const { toSafeSmartAccount } = (await import(pathToFileURL(join(packageDir, entry)).href)) as Pick<
  typeof Accounts,
  'toSafeSmartAccount'
>
