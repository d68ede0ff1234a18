#!/usr/bin/env node
// The packages hold their promises: builds every published package (scripts/buildPackages.mjs), packs
// each as npm would publish it, and checks the tarball with publint (package.json against the files:
// exports, types, sideEffects; warnings count as errors), with Are the Types Wrong (what TypeScript
// resolves for each export under node16 and bundler resolution; the packages are ES modules only, so
// CommonJS and node10 resolution are not asked), and that every package its .js and .d.ts files import
// is a declared dependency or peer dependency (a type named from a transitive package is `any` to an
// app whose package manager does not hoist it). Exits 1 on any finding. Part of `npm test`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import ts from 'typescript'
import { buildPackages, publishedPackages } from './buildPackages.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function packageName(specifier) {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** Bare specifiers in the packed .js and .d.ts files that name no declared (peer) dependency. */
function undeclaredImports(dir, pkg, files) {
  const declared = new Set([
    pkg.name,
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ])
  const findings = []
  for (const file of files.filter((name) => /\.(?:js|d\.ts)$/.test(name) && name.startsWith('dist/'))) {
    // TypeScript's own scanner: static and dynamic imports, re-exports and import() types.
    const { importedFiles } = ts.preProcessFile(readFileSync(join(dir, file), 'utf8'), true, true)
    for (const { fileName: specifier } of importedFiles) {
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue
      const name = packageName(specifier)
      if (declared.has(name) || builtinModules.includes(name)) continue
      findings.push(`${file} imports '${specifier}', but ${name} is not a dependency of ${pkg.name}`)
    }
  }
  return findings
}

function pack(packages, destination) {
  const result = spawnSync(
    'npm',
    [
      'pack',
      '--json',
      '--ignore-scripts',
      `--pack-destination=${destination}`,
      ...packages.map(({ dir }) => `--workspace=${relative(root, dir)}`),
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  )
  if (result.status !== 0) throw new Error('npm pack failed')
  const packed = JSON.parse(result.stdout)
  return packages.map(({ pkg }) => {
    const entry = packed.find((item) => item.name === pkg.name)
    if (!entry) throw new Error(`npm pack did not pack ${pkg.name}`)
    return { tarball: join(destination, entry.filename), files: entry.files.map((file) => file.path) }
  })
}

if (!buildPackages()) {
  console.error('The build failed.')
  process.exit(1)
}

const packages = publishedPackages()
const destination = mkdtempSync(join(tmpdir(), 'foyer-pack-'))
let failures = 0
try {
  const packed = pack(packages, destination)
  for (const [index, { dir, pkg }] of packages.entries()) {
    const { tarball, files } = packed[index]
    const problems = []

    const lint = await publint({
      pack: { tarball: readFileSync(tarball).buffer },
      strict: true,
      level: 'warning',
    })
    for (const message of lint.messages) {
      problems.push(`publint ${message.type}: ${formatMessage(message, lint.pkg, { color: false })}`)
    }

    const attw = spawnSync(
      join(root, 'node_modules/.bin/attw'),
      [tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-emoji', '--no-color'],
      { cwd: root, encoding: 'utf8' },
    )
    if (attw.status !== 0) problems.push(`attw:\n${attw.stdout.trim()}${attw.stderr.trim()}`)

    problems.push(...undeclaredImports(dir, pkg, files))

    if (problems.length === 0) {
      console.log(`${pkg.name}: publint, attw and dependencies clean (${files.length} files)`)
    } else {
      failures += problems.length
      console.log(`${pkg.name}:`)
      for (const problem of problems) console.log(`  ${problem.replaceAll('\n', '\n  ')}`)
    }
  }
} finally {
  rmSync(destination, { recursive: true, force: true })
}
if (failures > 0) {
  console.error(`\n${failures} package problems`)
  process.exit(1)
}
