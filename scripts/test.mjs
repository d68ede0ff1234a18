#!/usr/bin/env node
// `npm test`: install what is missing (Chromium included), then typecheck, lint, unit tests and
// browser tests. Every step runs even after a failure; the last line is `N passed, N failed`.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  ensureAlto,
  ensureAppKitClient,
  ensureChromium,
  ensureDependencies,
  ensureNginx,
  ensureReact18,
} from './ensure-install.mjs'
import { ensurePostgres } from './postgres.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const results = join(root, '.state/test-results')
const bin = (name) => join(root, 'node_modules/.bin', name)

ensureDependencies()
ensureChromium()
ensureAppKitClient()
// React 18 for the second run of @foyer/react's tests (outside the workspaces, which hold React 19).
ensureReact18()
// The local ERC-4337 bundler (Alto) that the stack and services/bundler's tests run.
ensureAlto()
// The tests of several instances run a real PostgreSQL server and nginx (Debian's packages).
ensurePostgres()
ensureNginx()
mkdirSync(results, { recursive: true })

const totals = { passed: 0, failed: 0 }
const lines = []

function step(title, command, args) {
  console.log(`\n=== ${title} ===`)
  const started = Date.now()
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  })
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) }
}

/** A check that counts as one test: typecheck, lint. */
function check(title, command, args) {
  const { ok, seconds } = step(title, command, args)
  totals[ok ? 'passed' : 'failed'] += 1
  lines.push(`${title}: ${ok ? 'passed' : 'FAILED'} (${seconds} s)`)
}

/** A vitest run whose tests count one by one; a run that dies before reporting counts as one failure. */
function vitest(title, extraArgs) {
  const report = join(results, `${title.replace(/\W+/g, '-')}.json`)
  rmSync(report, { force: true })
  const { ok, seconds } = step(title, bin('vitest'), [
    'run',
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])
  let passed = 0
  let failed = 0
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'))
    passed = json.numPassedTests
    failed = json.numFailedTests
    // Files that failed to load (syntax error, failing hook) have no failed test but did fail.
    const brokenFiles = json.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    )
    failed += brokenFiles.length
  }
  if (!ok && failed === 0) failed = 1
  totals.passed += passed
  totals.failed += failed
  lines.push(`${title}: ${passed} passed, ${failed} failed (${seconds} s)`)
}

check('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])
// The Next.js example on its own: Next's global types (a required NODE_ENV) would break the other workspaces.
check('typecheck (apps/next)', bin('tsc'), ['-p', 'apps/next/web/tsconfig.json', '--noEmit'])
check('lint', bin('biome'), ['check', '.'])
// Builds every published package and checks what npm would publish: publint, attw, declared dependencies.
check('packages (publint, attw)', process.execPath, ['scripts/checkPackages.mjs'])
// Foyer's page-load cost and each modal and view chunk (gzip) against the limits in scripts/sizeBudget.json.
check('size budget', process.execPath, ['scripts/checkSizeBudget.mjs'])
// No unused files, exports or dependencies in any workspace (knip.json says what is an entry point).
check('knip', bin('knip'), ['--no-progress'])
vitest('unit tests', [])
vitest('React 18 tests', ['-c', 'packages/react/vitest.react18.config.ts'])
// The public API's type tests (*.test-d.ts, expectTypeOf), compiled as an app with exactOptionalPropertyTypes.
vitest('type tests', ['-c', 'vitest.typecheck.config.ts'])
vitest('browser tests', ['-c', 'e2e/vitest.config.ts'])

console.log('\n=== summary ===')
for (const line of lines) console.log(line)
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
