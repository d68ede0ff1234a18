// Measures what @foyer/react + @foyer/core cost a page: the gzip size of the chunks an app loads
// up front (the entry and its static imports), and of the lazy chunks (modal, views) loaded on first
// open. react, react-dom, viem and wagmi are left out: the app pays for those anyway.
// `--modules` also lists the largest modules of the page-load chunks; `--react-only` leaves core out.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

// Inside the package (git-ignored .state/) so the workspace packages resolve as an app would see them.
const stateDir = join(dirname(fileURLToPath(import.meta.url)), '..', '.state')
await mkdir(stateDir, { recursive: true })
const dir = await mkdtemp(join(stateDir, 'size-'))
const entry = join(dir, 'entry.js')
await writeFile(
  entry,
  `import { createFoyer } from '@foyer/core'
import { FoyerProvider, ConnectButton, NetworkButton, useFoyer, useFoyerAccount } from '@foyer/react'
export { createFoyer, FoyerProvider, ConnectButton, NetworkButton, useFoyer, useFoyerAccount }
`,
)
// --react-only also leaves @foyer/core out, to see this package's own share.
const reactOnly = process.argv.includes('--react-only')
const external = (id) =>
  /^(react|react-dom|viem|wagmi)($|\/)/.test(id) || (reactOnly && /^(@foyer\/core|zod)($|\/)/.test(id))
const result = await build({
  configFile: false,
  logLevel: 'warn',
  root: dir,
  resolve: { conditions: ['source', 'module', 'browser', 'import', 'default'] },
  build: {
    write: false,
    minify: true,
    target: 'es2022',
    lib: { entry, formats: ['es'], fileName: 'entry' },
    rollupOptions: { external },
  },
})
await rm(dir, { recursive: true, force: true })

const chunks = new Map(
  [result]
    .flat()
    .flatMap((output) => output.output.filter((item) => item.type === 'chunk').map((c) => [c.fileName, c])),
)
const gzip = (chunk) => gzipSync(chunk.code, { level: 9 }).length
const entryChunk = [...chunks.values()].find((chunk) => chunk.isEntry)
const upFront = new Set()
const visit = (name) => {
  if (upFront.has(name) || !chunks.has(name)) return
  upFront.add(name)
  for (const imported of chunks.get(name).imports) visit(imported)
}
visit(entryChunk.fileName)

let pageLoad = 0
let lazy = 0
for (const chunk of chunks.values()) {
  const size = gzip(chunk)
  const loaded = upFront.has(chunk.fileName)
  if (loaded) pageLoad += size
  else lazy += size
  console.log(`${loaded ? 'page' : 'lazy'}  ${chunk.fileName.padEnd(42)} ${String(size).padStart(6)} B gzip`)
}
if (process.argv.includes('--modules')) {
  const modules = [...upFront].flatMap((name) => Object.entries(chunks.get(name).modules))
  modules.sort((a, b) => b[1].renderedLength - a[1].renderedLength)
  for (const [id, info] of modules.slice(0, 25)) {
    console.log(`${String(info.renderedLength).padStart(7)} B  ${relative(process.cwd(), id)}`)
  }
}
console.log(
  `\npage load (gzip): ${(pageLoad / 1024).toFixed(1)} KiB; lazy on first open (gzip): ${(lazy / 1024).toFixed(1)} KiB`,
)
