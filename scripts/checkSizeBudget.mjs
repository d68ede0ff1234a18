#!/usr/bin/env node
// The size budget (a check step of `npm test`, after `npm run build`): compares, in gzip bytes, with the
// limits in scripts/sizeBudget.json
// - what Foyer adds to page load over the bare react + viem + wagmi page built beside it
//   (apps/demo/baseline.html) in the demo built as an EVM-only app (FOYER_DEMO_EVM_ONLY=1) and as the
//   five-family demo it is (EVM, Solana, Bitcoin, Polkadot, Cosmos);
// - the same for the everything app built from the packed packages (scripts/consumerApps.mjs: EVM, Solana
//   and Bitcoin adapters, SIWX, every feature) over the bare wagmi app built the same way;
// - each lazy chunk of the modal and its views (EVM-only demo).
// - that the everything app's page carries no construction-time option check: they run in development
//   builds only (`process.env.NODE_ENV !== 'production'`), and a production build must leave them out.
// Exits 1 on any figure over its limit, a new chunk without one, a limit whose chunk is gone, or a
// development-only check on the production page.
// `--update` writes the measured sizes, each with its margin, after a change that is meant to grow them.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { buildConsumerApps, builtPageBytes } from './consumerApps.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const demo = join(root, 'apps/demo')
const budgetFile = join(root, 'scripts/sizeBudget.json')
// Small enough that a 2 KiB page-load regression fails; chunk limits allow a little churn.
const PAGE_LOAD_MARGIN = 512
const chunkMargin = (bytes) => Math.max(256, Math.ceil(bytes * 0.02))
// The modal and its views: lazy chunks whose entry module lives in @foyer/react's modal/ or views/.
const VIEW_MODULE = /packages\/react\/src\/(?:modal|views)\/.*\.tsx?$/

// The same measure as e2e/bench/page-load.ts (default gzip level): the page's HTML and the scripts
// and stylesheets it references (modulepreload included), before any click.
const gzip = (text) => gzipSync(text).length

async function buildDemo(evmOnly) {
  process.env.FOYER_DEMO_EVM_ONLY = evmOnly ? '1' : '0'
  const result = await build({
    root: demo,
    configFile: join(demo, 'vite.config.ts'),
    logLevel: 'warn',
    // In memory; otherwise the demo's own build settings (source maps included), as the benchmark builds it.
    build: { write: false },
  })
  const outputs = [result].flat().flatMap((bundle) => bundle.output)
  return new Map(outputs.map((item) => [item.fileName, item]))
}

function pageBytes(files, html) {
  const page = files.get(html)
  if (!page) throw new Error(`The demo build has no ${html}`)
  const text = String(page.source)
  const assets = [...text.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
  return assets.reduce((sum, asset) => {
    const file = files.get(asset)
    if (!file) throw new Error(`${html} references ${asset}, which the build did not emit`)
    return sum + gzip(file.type === 'chunk' ? file.code : file.source)
  }, gzip(text))
}

/** Lazy chunks of the modal and its views, by their entry module's name (stable across builds). */
function viewChunks(files) {
  const sizes = {}
  for (const file of files.values()) {
    if (file.type !== 'chunk' || !file.isDynamicEntry || !file.facadeModuleId) continue
    if (!VIEW_MODULE.test(file.facadeModuleId)) continue
    const name = relative(join(root, 'packages/react/src'), file.facadeModuleId).replace(/\.tsx?$/, '')
    sizes[name] = gzip(file.code)
  }
  return sizes
}

const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`

const started = Date.now()
const files = await buildDemo(true)
const pageLoad = pageBytes(files, 'index.html') - pageBytes(files, 'baseline.html')
const chunks = viewChunks(files)
const fiveFamilies = await buildDemo(false)
const pageLoads = {
  pageLoad,
  pageLoadFiveFamilies: pageBytes(fiveFamilies, 'index.html') - pageBytes(fiveFamilies, 'baseline.html'),
}
const apps = await buildConsumerApps({ name: 'size-budget' })
pageLoads.pageLoadEverythingApp = builtPageBytes(apps.everything) - builtPageBytes(apps.bare)
// A text of each development-only check (createFoyer's options, an adapter's, FoyerProvider's props).
const DEV_ONLY_TEXTS = [
  'must contain at least one network',
  'at least one network is required',
  'must be an instance made by createFoyer()',
]
const everythingHtml = readFileSync(join(apps.everything, 'index.html'), 'utf8')
const everythingScripts = [...everythingHtml.matchAll(/(?:src|href)="\.?\/(assets\/[^"]+\.js)"/g)]
  .map((m) => readFileSync(join(apps.everything, m[1]), 'utf8'))
  .join('\n')
// No script found would make the check below pass whatever the page holds.
if (!everythingScripts) throw new Error(`no page script found in ${join(apps.everything, 'index.html')}`)
const devChecksOnPage = DEV_ONLY_TEXTS.filter((text) => everythingScripts.includes(text))

const PAGE_LOADS = {
  pageLoad: 'page load over the bare wagmi page (EVM-only demo)',
  pageLoadFiveFamilies: 'page load over the bare wagmi page (five-family demo)',
  pageLoadEverythingApp: 'page load over the bare wagmi app (everything app, packed packages)',
}

if (process.argv.includes('--update')) {
  const budget = {
    $comment:
      'gzip bytes; limits are the measured sizes plus a margin. Written by node scripts/checkSizeBudget.mjs --update',
    ...Object.fromEntries(
      Object.entries(pageLoads).map(([key, bytes]) => [
        key,
        { measured: bytes, limit: bytes + PAGE_LOAD_MARGIN },
      ]),
    ),
    chunks: Object.fromEntries(
      Object.keys(chunks)
        .sort()
        .map((name) => [name, { measured: chunks[name], limit: chunks[name] + chunkMargin(chunks[name]) }]),
    ),
  }
  writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`)
  console.log(
    `Wrote ${relative(root, budgetFile)}: page load ${Object.values(pageLoads).map(kib).join(' / ')}, ${Object.keys(chunks).length} chunks`,
  )
  process.exit(0)
}

const budget = JSON.parse(readFileSync(budgetFile, 'utf8'))
const failures = []
const line = (name, bytes, limit) => {
  const over = bytes > limit
  if (over) failures.push(name)
  return `${over ? 'OVER' : 'ok  '}  ${name.padEnd(44)} ${String(bytes).padStart(7)} B  (limit ${limit} B)`
}

for (const [key, name] of Object.entries(PAGE_LOADS)) {
  if (budget[key] === undefined) {
    failures.push(name)
    console.log(
      `NEW   ${name.padEnd(44)} ${String(pageLoads[key]).padStart(7)} B  (no limit in sizeBudget.json)`,
    )
  } else console.log(line(name, pageLoads[key], budget[key].limit))
}
for (const name of Object.keys(chunks).sort()) {
  const limit = budget.chunks[name]?.limit
  if (limit === undefined) {
    failures.push(name)
    console.log(
      `NEW   ${name.padEnd(44)} ${String(chunks[name]).padStart(7)} B  (no limit in sizeBudget.json)`,
    )
  } else {
    console.log(line(name, chunks[name], limit))
  }
}
for (const name of Object.keys(budget.chunks)) {
  if (chunks[name] === undefined) {
    failures.push(name)
    console.log(`GONE  ${name} (in sizeBudget.json, not in the build)`)
  }
}
for (const text of devChecksOnPage)
  console.log(`DEV   the everything app's page carries "${text}", a development-only check`)
console.log(`\nmeasured in ${((Date.now() - started) / 1000).toFixed(1)} s`)
if (failures.length > 0) {
  console.error(
    `\nOver budget or out of date: ${failures.join(', ')}. If the growth is meant, run node scripts/checkSizeBudget.mjs --update and commit scripts/sizeBudget.json.`,
  )
  process.exit(1)
}
if (devChecksOnPage.length > 0) {
  console.error(
    "\nA production page carries development-only checks: write their guard as `if (process.env.NODE_ENV !== 'production')` and build the check in a module nothing else on the page imports.",
  )
  process.exit(1)
}
