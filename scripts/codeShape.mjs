#!/usr/bin/env node
// The code's shape, measured with the TypeScript API: functions longer than a limit and import circles
// (type imports included). `node scripts/codeShape.mjs packages/core packages/frame` prints both.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** The product's TypeScript files under `dir` (no tests, no test helpers, no dist). */
export function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test(-d)?\.tsx?$|\.d\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !/[/\\](dist|node_modules|_test)[/\\]/.test(file))
}

const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)

/** Named functions (declarations, and arrows or function expressions bound to a name) over `limit` lines. */
export function longFunctions(files, limit = 120) {
  const found = []
  for (const file of files) {
    const source = parse(file)
    const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line
    const visit = (node) => {
      const fn = ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) ? node : undefined
      const bound = ts.isVariableDeclaration(node) && node.initializer && ts.isFunctionLike(node.initializer)
      const target = fn ?? (bound ? node : undefined)
      if (target?.name) {
        const lines = lineOf(target.getEnd()) - lineOf(target.getStart(source)) + 1
        if (lines > limit) found.push({ file, name: target.name.getText(source), lines })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found.sort((a, b) => b.lines - a.lines)
}

/** The import graph's strongly connected components of more than one file (Tarjan), largest first. */
export function importCircles(files) {
  const known = new Set(files.map((f) => resolve(f)))
  const edges = new Map()
  for (const file of known) {
    const targets = []
    // Static, type-only, re-exports, import() and `typeof import()`: each ties the two files together.
    // A bare `import './x.js'` binds nothing: core's lazy features use one to stay in the connection
    // code's chunk (docs/architecture.md, Code on demand), not to use it, so it is no edge.
    const visit = (node) => {
      const bare = ts.isImportDeclaration(node) && node.importClause === undefined
      const spec =
        (((ts.isImportDeclaration(node) && !bare) || ts.isExportDeclaration(node)) && node.moduleSpecifier) ||
        (ts.isCallExpression(node) &&
          node.expression.kind === ts.SyntaxKind.ImportKeyword &&
          node.arguments[0]) ||
        (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && node.argument.literal)
      if (spec && ts.isStringLiteral(spec) && spec.text.startsWith('.')) {
        const base = resolve(dirname(file), spec.text).replace(/\.js$/, '')
        const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => known.has(c))
        if (target) targets.push(target)
      }
      ts.forEachChild(node, visit)
    }
    visit(parse(file))
    edges.set(file, targets)
  }
  let next = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const circles = []
  const connect = (v) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    for (const w of edges.get(v)) {
      if (!index.has(w)) {
        connect(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)))
    }
    if (low.get(v) !== index.get(v)) return
    const circle = []
    let w
    do {
      w = stack.pop()
      circle.push(w)
    } while (w !== v)
    if (circle.length > 1) circles.push(circle.map((f) => relative(process.cwd(), f)).sort())
  }
  for (const v of known) if (!index.has(v)) connect(v)
  return circles.sort((a, b) => b.length - a.length)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2).flatMap(sourceFiles)
  for (const f of longFunctions(files))
    console.log(`${f.lines} lines  ${f.name}  ${relative(process.cwd(), f.file)}`)
  const circles = importCircles(files)
  console.log(`import circles: ${circles.map((c) => c.length).join(', ') || 'none'}`)
  for (const c of circles.filter((c) => c.length > 3))
    console.log(`  ${c.length} files: ${c.slice(0, 8).join(' ')}${c.length > 8 ? ' …' : ''}`)
}
