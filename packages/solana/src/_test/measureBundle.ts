import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Metafile } from 'esbuild'

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** What a page that constructs the adapter loads up front, and what waits for import(). */
export interface BundleReport {
  /** gzip bytes of the entry chunk and the chunks it imports statically. */
  pageLoadGzip: number
  lazyGzip: number
  /** Source files (inputs) in the page-load chunks and in the lazy ones, repository-relative-ish paths. */
  pageLoadInputs: string[]
  lazyInputs: string[]
  /** Per module loaded with import() (its source path), the inputs of the chunks that import loads. */
  lazyEntries: Record<string, string[]>
}

/**
 * Bundles `import { SolanaAdapter } from '@foyer/solana'; new SolanaAdapter()` for the browser as an app
 * would (esbuild, minified, code splitting, the `source` condition) and splits the output into the
 * chunks the page loads and the ones only import() reaches. `external` leaves packages out (core: the page
 * has it anyway).
 */
export async function measureBundle(external: readonly string[] = []): Promise<BundleReport> {
  const result = await build({
    stdin: {
      contents: "import { SolanaAdapter } from '@foyer/solana'\nexport const adapter = new SolanaAdapter()\n",
      resolveDir: packageDir,
      loader: 'ts',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    outdir: join(packageDir, '.state', 'bundle'),
    conditions: ['source'],
    external: [...external],
    logLevel: 'silent',
  })
  const metafile: Metafile = result.metafile
  const files = new Map(result.outputFiles.map((file) => [file.path, file]))
  const outputs = Object.entries(metafile.outputs)
  const entry = outputs.find(([, output]) => output.entryPoint !== undefined)?.[0]
  /** The chunk and the chunks it imports statically: what loading it loads. */
  const closure = (name: string, seen = new Set<string>()) => {
    if (seen.has(name)) return seen
    seen.add(name)
    for (const imported of metafile.outputs[name]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) closure(imported.path, seen)
    return seen
  }
  const pageLoad = entry ? closure(entry) : new Set<string>()
  const inputsOf = (names: Iterable<string>) =>
    [...names].flatMap((name) => Object.keys(metafile.outputs[name]?.inputs ?? {}))
  const lazyEntries = Object.fromEntries(
    outputs
      .filter(([name, output]) => output.entryPoint !== undefined && name !== entry)
      .map(([name, output]) => [output.entryPoint as string, inputsOf(closure(name))]),
  )
  const report: BundleReport = {
    pageLoadGzip: 0,
    lazyGzip: 0,
    pageLoadInputs: [],
    lazyInputs: [],
    lazyEntries,
  }
  for (const [name, output] of outputs) {
    const file = [...files.values()].find((f) => f.path.endsWith(name))
    const size = file ? gzipSync(file.contents, { level: 9 }).length : 0
    const inputs = Object.keys(output.inputs)
    if (pageLoad.has(name)) {
      report.pageLoadGzip += size
      report.pageLoadInputs.push(...inputs)
    } else {
      report.lazyGzip += size
      report.lazyInputs.push(...inputs)
    }
  }
  return report
}
