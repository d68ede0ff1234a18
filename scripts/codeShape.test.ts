/** The shape the packages keep: no product function over 120 lines, no import circle over 3 files; the measures themselves. */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCircles, longFunctions, sourceFiles } from './codeShape.mjs'

const root = join(import.meta.dirname, '..')

describe('codeShape', () => {
  it('finds a long function and a circle of three files, type imports and import() included, bare imports not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shape-'))
    mkdirSync(join(dir, 'src'))
    const body = Array.from({ length: 130 }, (_, i) => `  const v${i} = ${i}`).join('\n')
    writeFileSync(
      join(dir, 'src/a.ts'),
      `import type { B } from './b.js'\nexport function long() {\n${body}\n}\n`,
    )
    writeFileSync(join(dir, 'src/b.ts'), `export type B = typeof import('./c.js')\n`)
    writeFileSync(join(dir, 'src/c.ts'), `export const c = () => import('./a.js')\n`)
    writeFileSync(join(dir, 'src/a.test.ts'), `import './b.js'\n`)
    // A bare import binds nothing (a chunking hint): d and a are no circle.
    writeFileSync(join(dir, 'src/d.ts'), `import './a.js'\nexport const d = () => import('./d2.js')\n`)
    writeFileSync(join(dir, 'src/d2.ts'), `import './d.js'\n`)
    const files = sourceFiles(join(dir, 'src'))
    expect(files).toHaveLength(5)
    expect(longFunctions(files).map((f) => [f.name, f.lines])).toEqual([['long', 132]])
    expect(importCircles(files).map((c) => c.length)).toEqual([3])
  })

  const packageFiles = () =>
    readdirSync(join(root, 'packages')).flatMap((name) => sourceFiles(join(root, 'packages', name, 'src')))

  it('the packages have no function over 120 lines, the published test helpers (testing/) included', () => {
    const files = packageFiles().filter((file) => !file.includes('/_test/'))
    expect(longFunctions(files).map((f) => `${f.name} (${f.lines} lines)`)).toEqual([])
  })

  it('the packages have no import circle of more than 3 files (type imports and import() included, bare imports not)', () => {
    // Core's features reach the kernel, never the other way: they add to its types by declaration merging.
    expect(importCircles(packageFiles()).filter((circle) => circle.length > 3)).toEqual([])
  })
})
