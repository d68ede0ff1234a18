#!/usr/bin/env node
// `npm run build`: emits dist/ (ES modules and declarations, tsc -b) for every published package, i.e.
// each packages/* workspace that is not private, then deletes what an earlier build left in dist/ that
// today's sources no longer produce (a renamed file, a folder now excluded), so that the checks and
// `npm pack` see exactly this build.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The published packages: their folder and package.json. */
export function publishedPackages() {
  return readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, 'packages', entry.name))
    .flatMap((dir) => {
      try {
        const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
        return pkg.private ? [] : [{ dir, pkg }]
      } catch {
        return []
      }
    })
}

/**
 * The files tsc emits for one package (tsconfig's own lists): per source file its .js and .d.ts, and
 * each JSON module copied as it is.
 */
function expectedOutputs(dir) {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(dir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  const { rootDir, outDir } = config.options
  const outputs = new Set()
  for (const file of config.fileNames) {
    if (file.endsWith('.json')) {
      outputs.add(join(outDir, relative(rootDir, file)))
      continue
    }
    const base = join(outDir, relative(rootDir, file)).replace(/\.tsx?$/, '')
    outputs.add(`${base}.js`)
    outputs.add(`${base}.d.ts`)
  }
  return { outDir, outputs }
}

function pruneStale(dir) {
  const { outDir, outputs } = expectedOutputs(dir)
  let removed = 0
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) {
        walk(path)
        if (readdirSync(path).length === 0) rmSync(path, { recursive: true })
      } else if (!outputs.has(path)) {
        rmSync(path)
        removed++
      }
    }
  }
  try {
    walk(outDir)
  } catch (error) {
    if (error.code !== 'ENOENT') throw error
  }
  return removed
}

/** Builds every published package; false when tsc failed. */
export function buildPackages() {
  const packages = publishedPackages()
  const tsc = join(root, 'node_modules/.bin/tsc')
  const dirs = packages.map(({ dir }) => relative(root, dir))
  const result = spawnSync(tsc, ['-b', ...dirs], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) return false
  for (const { dir, pkg } of packages) {
    const removed = pruneStale(dir)
    if (removed > 0) console.log(`${pkg.name}: removed ${removed} stale files from dist/`)
  }
  return true
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(buildPackages() ? 0 : 1)
}
