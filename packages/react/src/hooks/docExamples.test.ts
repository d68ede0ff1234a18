import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { typeErrorsOf } from '../../../../scripts/typeErrors.mjs'

const src = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The modules whose exported functions are checked: every hook here, and formatMessage (public). */
const modules: { file: string; only?: string }[] = [
  ...readdirSync(join(src, 'hooks'))
    .filter((name) => /^use\w+\.ts$/.test(name))
    .map((name) => ({ file: `hooks/${name}` })),
  { file: 'i18n/formatMessage.ts', only: 'formatMessage' },
]

/** Each exported function of `file`, with the `@example` code blocks of the doc comment right above it. */
function docs(file: string) {
  const text = readFileSync(join(src, file), 'utf8')
  return [...text.matchAll(/export function (\w+)/g)].map((match) => {
    const before = text.slice(0, match.index)
    const doc = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/.exec(before)?.[1] ?? ''
    const examples = doc
      .replace(/^[ \t]*\* ?/gm, '')
      .split('@example')
      .slice(1)
      .map((part) => /```tsx?\n([\s\S]*?)```/.exec(part)?.[1] ?? '')
    return { name: match[1] ?? '', examples }
  })
}

/** Type errors of each example, compiled as a module beside the hook (so relative imports resolve). */
function typeErrors(examples: { file: string; code: string }[]): string[] {
  const errors = typeErrorsOf(new Map(examples.map((example) => [example.file, example.code])))
  return [...errors].flatMap(([file, texts]) => texts.map((text) => `${file.slice(src.length + 1)}: ${text}`))
}

describe('doc examples', () => {
  const all = modules.flatMap(({ file, only }) =>
    docs(file)
      .filter((doc) => only === undefined || doc.name === only)
      .map((doc) => ({ file, ...doc })),
  )

  it('give every exported hook (and formatMessage) an @example with code', () => {
    const missing = all
      .filter((doc) => doc.examples.length === 0 || doc.examples.some((code) => code.trim() === ''))
      .map((doc) => `${doc.file} ${doc.name}`)
    expect(all.length).toBeGreaterThan(15)
    expect(missing).toEqual([])
  })

  it('compile against the package as an app writes them', { timeout: 120_000 }, () => {
    const examples = all.flatMap((doc) =>
      doc.examples.map((code, index) => ({
        file: join(src, dirname(doc.file), `__example_${doc.name}_${index}.tsx`),
        code,
      })),
    )
    expect(typeErrors(examples)).toEqual([])
  })
})
