#!/usr/bin/env node
// Which modules the page of a consumer app (scripts/consumerApps.mjs) loads before any click, and what each
// costs in gzip bytes. Builds the apps from the packed packages (run `npm run build` first), rebuilds each
// page with source maps in memory, and attributes every minified character of the page's scripts to the
// module it came from. For each module it prints
// - `saves`: what the page would lose if the module's code left it (gzip of the page's scripts minus gzip
//   of them without that code), the honest "what do I win by moving this" figure; the savings of several
//   modules do not add up exactly, since gzip shares repeats between them;
// - `min`: its minified bytes on the page.
// Modules the bare wagmi page also loads (react, viem, wagmi) are grouped as the floor.
//   node scripts/pageAttribution.mjs [--app everything|evm] [--reuse] [--top 60] [--all] [--floor] [--show name]
// --show: print the minified code of the modules whose name contains `name` (what the page carries of them).
// --reuse: the apps packed by the last run (or by checkSizeBudget: e2e/.bench-apps/size-budget) as they are.
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { buildConsumerApps } from './consumerApps.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : process.argv[at + 1]
}
const app = arg('app', 'everything')
const top = Number(arg('top', '60'))
const show = arg('show')
const gzip = (text) => gzipSync(text).length

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DIGIT = Object.fromEntries([...BASE64].map((c, i) => [c, i]))

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
function decodeSegment(text) {
  const values = []
  let value = 0
  let shift = 0
  for (const char of text) {
    const digit = DIGIT[char]
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/** The source index of every character of `code` (-1 where the map names none), from its source map. */
function sourceOfEachChar(code, mappings) {
  const owner = new Int32Array(code.length).fill(-1)
  const lineStarts = [0]
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1)
  let source = 0
  mappings.split(';').forEach((line, lineIndex) => {
    if (!line) return
    const start = lineStarts[lineIndex]
    const end = lineIndex + 1 < lineStarts.length ? lineStarts[lineIndex + 1] : code.length
    let column = 0
    const segments = line.split(',').map((segment) => {
      const [columnDelta, sourceDelta] = decodeSegment(segment)
      column += columnDelta
      if (sourceDelta !== undefined) source += sourceDelta
      return { column, source: sourceDelta === undefined ? -1 : source }
    })
    segments.forEach((segment, i) => {
      const to = i + 1 < segments.length ? start + segments[i + 1].column : end
      owner.fill(segment.source, start + segment.column, to)
    })
  })
  return owner
}

async function buildPage(dir) {
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    oxc: { jsx: { runtime: 'automatic' } },
    build: { write: false, sourcemap: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  })
  const files = new Map([result].flat().flatMap((bundle) => bundle.output.map((o) => [o.fileName, o])))
  const html = String(files.get('index.html').source)
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
  return refs.map((ref) => files.get(ref))
}

/** A module's name: `@foyer/core:options/schema.js`, `viem`, or the app's own `main.tsx`. */
function moduleName(source) {
  const inModules = source.split('node_modules/').pop()
  if (inModules === source) return source.split('/').pop()
  const foyer = inModules.match(/^@foyer\/([^/]+)\/dist\/(.+)$/)
  if (foyer) return `@foyer/${foyer[1]}:${foyer[2]}`
  const parts = inModules.split('/')
  return `${parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/')}:${parts.slice(parts[0].startsWith('@') ? 2 : 1).join('/')}`
}

/** Per module of a page: its minified characters and what the page saves without them. */
async function attribute(dir) {
  const chunks = await buildPage(dir)
  const modules = new Map()
  let total = 0
  for (const chunk of chunks) {
    if (chunk.type !== 'chunk') {
      total += gzip(chunk.source)
      modules.set(`(stylesheet) ${chunk.fileName}`, { min: chunk.source.length, saves: gzip(chunk.source) })
      continue
    }
    const code = chunk.code
    const whole = gzip(code)
    total += whole
    if (!chunk.map) {
      modules.set(`(no source map) ${chunk.fileName}`, { min: code.length, saves: whole })
      continue
    }
    const owner = sourceOfEachChar(code, chunk.map.mappings)
    const bySource = new Map()
    for (let i = 0; i < code.length; i++) bySource.set(owner[i], (bySource.get(owner[i]) ?? 0) + 1)
    for (const [index, count] of bySource) {
      const name = index === -1 ? '(unmapped: runtime, glue)' : moduleName(chunk.map.sources[index])
      let without = ''
      for (let i = 0, from = 0; i <= code.length; i++) {
        if (i === code.length || owner[i] === index) {
          without += code.slice(from, i)
          from = i + 1
        }
      }
      if (show && name.includes(show)) {
        let text = ''
        for (let i = 0; i < code.length; i++) if (owner[i] === index) text += code[i]
        console.log(`--- ${name} (${chunk.fileName})\n${text}\n`)
      }
      const entry = modules.get(name) ?? { min: 0, saves: 0 }
      entry.min += count
      entry.saves += whole - gzip(without)
      modules.set(name, entry)
    }
  }
  return { total, modules }
}

const appsDir = join(root, 'e2e/.bench-apps')
let dirs
if (process.argv.includes('--reuse')) {
  // The newer of the two builds.
  const name = ['attribution', 'size-budget']
    .filter((n) => existsSync(join(appsDir, n, app, 'dist')))
    .sort(
      (a, b) =>
        statSync(join(appsDir, b, app, 'dist')).mtimeMs - statSync(join(appsDir, a, app, 'dist')).mtimeMs,
    )[0]
  if (!name)
    throw new Error('No packed apps to reuse: run without --reuse (or node scripts/checkSizeBudget.mjs)')
  dirs = { bare: join(appsDir, name, 'bare'), [app]: join(appsDir, name, app) }
} else {
  const out = await buildConsumerApps({ name: 'attribution' })
  dirs = { bare: dirname(out.bare), [app]: dirname(out[app]) }
}
const bare = await attribute(dirs.bare)
const page = await attribute(dirs[app])
// On the bare page too: the same module of a package (react, viem, wagmi), or the app's own files and glue.
const floorPackage = (name) =>
  bare.modules.has(name) || (!name.includes(':') && !name.startsWith('(no source map)'))
const rows = [...page.modules].sort((a, b) => b[1].saves - a[1].saves)
const sum = (list) => list.reduce((s, [, m]) => s + m.saves, 0)
const byPackage = new Map()
for (const [name, m] of rows) {
  const key = floorPackage(name) ? `${name.split(':')[0]} (on the bare page too)` : name.split(':')[0]
  byPackage.set(key, (byPackage.get(key) ?? 0) + m.saves)
}
console.log(
  `${app} app: ${page.total} B gzip of scripts and styles on its page; the bare wagmi page ${bare.total} B; over it ${page.total - bare.total} B`,
)
console.log("\nBy package (sum of the modules' savings):")
for (const [name, saves] of [...byPackage].sort((a, b) => b[1] - a[1]))
  console.log(`${String(saves).padStart(8)}  ${name}`)
const own = rows.filter(([name]) => !floorPackage(name))
console.log(
  `\nModules not on the bare page (${own.length}, savings sum ${sum(own)} B), by what the page saves without each:`,
)
for (const [name, m] of process.argv.includes('--all') ? own : own.slice(0, top))
  console.log(`${String(m.saves).padStart(8)}  ${String(m.min).padStart(7)} min  ${name}`)
if (process.argv.includes('--floor')) {
  console.log('\nOn the bare page too:')
  for (const [name, m] of rows.filter(([n]) => floorPackage(n)).slice(0, top))
    console.log(`${String(m.saves).padStart(8)}  ${String(m.min).padStart(7)} min  ${name}`)
}
