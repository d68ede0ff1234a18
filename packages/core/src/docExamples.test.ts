import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { compilerOptions, typeErrorsOf } from '../../../scripts/typeErrors.mjs'

// Every public function of @foyer/core (a function exported from index.ts) documents itself with an
// `@example`, and each example compiles against the package's source as an app would write it.

const src = dirname(fileURLToPath(import.meta.url))
const entry = join(src, 'index.ts')

/**
 * Examples written as a call inside an adapter's or an app's own code (they name its values: `core`,
 * `wallet`, `session`, an `evmAdapter` of the app's). The test fails once one of them compiles, so an
 * example that can stand alone leaves this list.
 */
const FRAGMENTS = new Set([
  'adapterNetworkList',
  'chainAdapterOptionsSchema',
  'createAdapterStorage',
  'createFoyer',
  'findAdapterNetwork',
  'getServerState',
  'isUnsupportedMethod',
  'mapWalletFailure',
  'parseAdapterOptions',
  'parseAdapterParameters',
  'payActions',
  'startSessionAccount',
  'watchWalletRegistry',
  'followSessionAccounts',
  // An adapter's own code: its page part (`core`), its wallet and its connection are its own names.
  'connectionChanges',
  'disconnectConnection',
  'onStandardWalletChange',
  'quietly',
  'resyncConnection',
  'standardWallets',
  'startConnection',
  'waitForWallet',
  'watchStandardWallets',
])

/**
 * What an example may name without importing it: every export of the package (as `import { … } from
 * '@foyer/core'` gives it) and the values an app holds anyway.
 */
const APP_VALUES = `
declare const foyer: FoyerInstance
declare const projectId: string
declare const mainnet: CaipNetwork
declare const address: string
declare const error: unknown
`

interface PublicFunction {
  name: string
  file: string
  /** The code of each `@example` (a fenced block's, else the tag's whole text). */
  examples: string[]
}

function publicApi(program: ts.Program) {
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(entry)
  const module = source && checker.getSymbolAtLocation(source)
  if (!module) throw new Error('index.ts has no exports')
  const functions: PublicFunction[] = []
  const imports: string[] = []
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    imports.push(symbol.flags & ts.SymbolFlags.Value ? exported.name : `type ${exported.name}`)
    const declaration = symbol.declarations?.[0]
    if (!declaration || !isFunction(declaration)) continue
    const examples = ts
      .getJSDocTags(declaration)
      .filter((tag) => tag.tagName.text === 'example')
      .map((tag) => {
        const text = ts.getTextOfJSDocComment(tag.comment) ?? ''
        return /```tsx?\n([\s\S]*?)```/.exec(text)?.[1] ?? text
      })
    functions.push({ name: exported.name, file: declaration.getSourceFile().fileName, examples })
  }
  return { functions, imports }
}

function isFunction(declaration: ts.Declaration): boolean {
  if (ts.isFunctionDeclaration(declaration)) return true
  const initializer = ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined
  return !!initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))
}

describe("core's doc examples", () => {
  const { functions, imports } = publicApi(ts.createProgram([entry], compilerOptions()))

  it('give every public function an @example with code', () => {
    const missing = functions
      .filter((fn) => fn.examples.length === 0 || fn.examples.some((code) => code.trim() === ''))
      .map((fn) => fn.name)
    expect(functions.length).toBeGreaterThan(70)
    expect(missing).toEqual([])
  })

  it('compile against the package as an app writes them', { timeout: 120_000 }, () => {
    const prelude = `import { ${imports.join(', ')} } from './index.js'\n${APP_VALUES}\n`
    const examples = functions.flatMap((fn) =>
      fn.examples.map((code, index) => ({
        name: fn.name,
        file: join(src, `__example_${fn.name}_${index}.ts`),
        // In a function of its own: an example may return, await and name its own `foyer`.
        code: `${prelude}export async function example() {\n${code}\n}\n`,
      })),
    )
    const errors = typeErrorsOf(new Map(examples.map((example) => [example.file, example.code])))
    const failing = (name: string) =>
      examples.some((example) => example.name === name && (errors.get(example.file) ?? []).length > 0)
    expect(
      examples
        .filter((example) => !FRAGMENTS.has(example.name))
        .flatMap((e) => (errors.get(e.file) ?? []).map((text) => `${e.file.slice(src.length + 1)}: ${text}`)),
    ).toEqual([])
    expect([...FRAGMENTS].filter((name) => !failing(name))).toEqual([])
  })
})
