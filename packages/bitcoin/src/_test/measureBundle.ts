import { builtinModules } from 'node:module'
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
  /** Source files (inputs) in the page-load chunks and in the lazy ones. */
  pageLoadInputs: string[]
  lazyInputs: string[]
  /** Per module loaded with import() (its source path), the inputs of the chunks that import loads. */
  lazyEntries: Record<string, string[]>
  /** Per module loaded with import(), the gzip bytes that import adds (its chunk and what it imports statically, not on the page). */
  lazyEntryGzip: Record<string, number>
}

const defaultEntry =
  "import { BitcoinAdapter } from '@foyer/bitcoin'\nexport const adapter = new BitcoinAdapter()\n"

/**
 * Bundles `entry` (by default `new BitcoinAdapter()` from '@foyer/bitcoin') for the browser as an app would
 * (esbuild, minified, code splitting, the `source` condition) and splits the output into the chunks the page
 * loads and the ones only import() reaches. `external` leaves packages out (core: the page has it anyway).
 */
export async function measureBundle(
  external: readonly string[] = [],
  entry: string = defaultEntry,
): Promise<BundleReport> {
  const result = await build({
    stdin: { contents: entry, resolveDir: packageDir, loader: 'ts' },
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
    // Nothing of the adapter imports Node's built-ins (browserBundleErrors checks it); should a dependency
    // ever do, the measure stays the adapter's own.
    external: [...external, ...builtinModules],
    logLevel: 'silent',
  })
  const metafile: Metafile = result.metafile
  const outputs = Object.entries(metafile.outputs)
  const gzipOf = new Map(
    outputs.map(([name]) => {
      const file = result.outputFiles.find((f) => f.path.endsWith(name))
      return [name, file ? gzipSync(file.contents, { level: 9 }).length : 0] as const
    }),
  )
  const entryName = outputs.find(([, output]) => output.entryPoint === '<stdin>')?.[0]
  /** The chunk and the chunks it imports statically: what loading it loads. */
  const closure = (name: string, seen = new Set<string>()) => {
    if (seen.has(name)) return seen
    seen.add(name)
    for (const imported of metafile.outputs[name]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) closure(imported.path, seen)
    return seen
  }
  const pageLoad = entryName ? closure(entryName) : new Set<string>()
  const inputsOf = (names: Iterable<string>) =>
    [...names].flatMap((name) => Object.keys(metafile.outputs[name]?.inputs ?? {}))
  const lazy = outputs.filter(([name, output]) => output.entryPoint !== undefined && name !== entryName)
  const report: BundleReport = {
    pageLoadGzip: 0,
    lazyGzip: 0,
    pageLoadInputs: [],
    lazyInputs: [],
    lazyEntries: Object.fromEntries(
      lazy.map(([name, output]) => [output.entryPoint as string, inputsOf(closure(name))]),
    ),
    lazyEntryGzip: Object.fromEntries(
      lazy.map(([name, output]) => [
        output.entryPoint as string,
        [...closure(name)].filter((n) => !pageLoad.has(n)).reduce((sum, n) => sum + (gzipOf.get(n) ?? 0), 0),
      ]),
    ),
  }
  for (const [name, output] of outputs) {
    const inputs = Object.keys(output.inputs)
    if (pageLoad.has(name)) {
      report.pageLoadGzip += gzipOf.get(name) ?? 0
      report.pageLoadInputs.push(...inputs)
    } else {
      report.lazyGzip += gzipOf.get(name) ?? 0
      report.lazyInputs.push(...inputs)
    }
  }
  return report
}

/**
 * Bundles `entry` for the browser with nothing external, Node's built-ins included (esbuild fails on an
 * import of `stream` or `buffer` there, as Vite externalizes them): the build's errors, none when it bundles.
 */
export async function browserBundleErrors(entry: string): Promise<string[]> {
  try {
    await build({
      stdin: { contents: entry, resolveDir: packageDir, loader: 'ts' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      outdir: join(packageDir, '.state', 'bundle'),
      conditions: ['source'],
      logLevel: 'silent',
    })
    return []
  } catch (error) {
    const { errors } = error as { errors?: { text: string }[] }
    return errors?.map((e) => e.text) ?? [String(error)]
  }
}
