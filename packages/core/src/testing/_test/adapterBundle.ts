import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type BuildOptions, build, type Metafile } from 'esbuild'
import { rolldown } from 'rolldown'

// How much of a chain family's adapter a page loads, and what waits for import(): shared by the adapters'
// lazy-boundary tests (packages/solana, packages/bitcoin). Not published: tests import it by path.

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

/**
 * The measures of one adapter package (`packageDir`, whose sources the bundles resolve through the `source`
 * condition); `defaultEntry` is the page they measure unless one is given, e.g.
 * `import { SolanaAdapter } from '@foyer/solana'; export const adapter = new SolanaAdapter()`.
 */
export function adapterBundleMeasures(packageDir: string, defaultEntry: string) {
  return {
    measureBundle: (external: readonly string[] = [], entry: string = defaultEntry) =>
      measureBundle(packageDir, external, entry),
    browserBundleErrors: (entry: string) => browserBundleErrors(packageDir, entry),
    measurePageWithRolldown: (external: readonly string[] = [], entry: string = defaultEntry) =>
      measurePageWithRolldown(packageDir, external, entry),
  }
}

/** esbuild's options for `entry` bundled for the browser as an app would, written nowhere. */
const browserBuild = (packageDir: string, entry: string) =>
  ({
    stdin: { contents: entry, resolveDir: packageDir, loader: 'ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    outdir: join(packageDir, '.state', 'bundle'),
    conditions: ['source'],
  }) satisfies BuildOptions

/**
 * Bundles `entry` for the browser as an app would (esbuild, minified, code splitting, the `source`
 * condition) and splits the output into the chunks the page loads and the ones only import() reaches.
 * `external` leaves packages out (core: the page has it anyway).
 */
async function measureBundle(
  packageDir: string,
  external: readonly string[],
  entry: string,
): Promise<BundleReport> {
  const result = await build({
    ...browserBuild(packageDir, entry),
    minify: true,
    metafile: true,
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
async function browserBundleErrors(packageDir: string, entry: string): Promise<string[]> {
  try {
    await build({
      ...browserBuild(packageDir, entry),
      logLevel: 'silent',
    })
    return []
  } catch (error) {
    const { errors } = error as { errors?: { text: string }[] }
    return errors?.map((e) => e.text) ?? [String(error)]
  }
}

/**
 * What a page that runs `entry` loads up front when Rolldown, Vite 8's bundler, builds it (minified, its
 * code splitting): gzip bytes and source files of the entry chunk and the chunks it imports statically.
 * esbuild also loads, from a page that imports an adapter package, every module its `index.ts` re-exports
 * that a lazy chunk shares (it imports their chunk for its side effects); Rolldown leaves the unused ones out.
 */
async function measurePageWithRolldown(
  packageDir: string,
  external: readonly string[],
  entry: string,
): Promise<{ pageLoadGzip: number; pageLoadInputs: string[] }> {
  const entryId = '\0measured-entry.ts'
  const bundle = await rolldown({
    input: entryId,
    cwd: packageDir,
    platform: 'browser',
    logLevel: 'silent',
    resolve: { conditionNames: ['source', 'import', 'browser', 'default'] },
    external: (id) => external.includes(id) || builtinModules.includes(id.replace(/^node:/, '')),
    plugins: [
      {
        name: 'measured-entry',
        resolveId: (id) => (id === entryId ? id : null),
        load: (id) => (id === entryId ? { code: entry, moduleType: 'ts' } : null),
      },
    ],
  })
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: true })
    const chunks = new Map(output.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])))
    const page = new Set<string>()
    const visit = (name: string) => {
      if (page.has(name) || !chunks.has(name)) return
      page.add(name)
      for (const imported of chunks.get(name)?.imports ?? []) visit(imported)
    }
    for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
    const pageChunks = [...page].flatMap((name) => chunks.get(name) ?? [])
    return {
      pageLoadGzip: pageChunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0),
      pageLoadInputs: pageChunks.flatMap((chunk) => chunk.moduleIds.filter((id) => id !== entryId)),
    }
  } finally {
    await bundle.close()
  }
}
