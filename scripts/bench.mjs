#!/usr/bin/env node
// `npm run bench`: every workspace's own `bench` script, one after another; each prints its figures.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChromium, ensureDependencies } from './ensure-install.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
ensureDependencies()
ensureChromium()

const workspaces = ['services', 'packages', 'apps', '.'].flatMap((group) =>
  group === '.'
    ? ['e2e']
    : readdirSync(join(root, group), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${group}/${entry.name}`),
)

let failed = 0
for (const workspace of workspaces) {
  let manifest
  try {
    manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'))
  } catch {
    continue
  }
  if (!manifest.scripts?.bench) continue
  console.log(`\n=== ${manifest.name} ===`)
  const result = spawnSync('npm', ['run', '--silent', 'bench'], {
    cwd: join(root, workspace),
    stdio: 'inherit',
  })
  if (result.status !== 0) failed += 1
}
process.exit(failed ? 1 : 0)
