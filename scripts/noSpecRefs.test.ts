import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The repository explains itself: comments, docs and test names say what a rule is in the project's own words
// (docs/behaviour.md holds the shared terms), never by a section sign pointing at a text a reader does not have.
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
/** The section sign, built from its code point so this file does not hold one itself. */
const sectionSign = String.fromCodePoint(0xa7)
const folders = ['packages', 'services', 'apps', 'e2e', 'scripts', 'docs']

/** The text files a clone holds under the checked folders and README.md, and new ones not yet committed. */
const checkedFiles = () =>
  execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...folders, 'README.md'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)))

/** The lines of a text file that hold the sign, as `path:line`; a binary file (a NUL byte) holds none. */
function linesWithSign(file: string): string[] {
  const bytes = readFileSync(join(root, file))
  if (bytes.includes(0)) return []
  return bytes
    .toString('utf8')
    .split('\n')
    .flatMap((line, index) => (line.includes(sectionSign) ? [`${file}:${index + 1}`] : []))
}

describe('a repository that needs no outside text to be read', () => {
  it('has no section sign in any tracked file of the code, tests, scripts, docs or README', () => {
    expect(checkedFiles().flatMap(linesWithSign)).toEqual([])
  })

  it('finds the sign in a line of text, and passes a binary file by even when its bytes happen to spell it', () => {
    expect(`see ${sectionSign}8`.includes(sectionSign)).toBe(true)
    const signBytes = Buffer.from(sectionSign, 'utf8')
    // Some wallet logos hold those two bytes by chance; they are images, not text.
    const binaryWithBytes = checkedFiles().filter((file) => {
      const bytes = readFileSync(join(root, file))
      return bytes.includes(0) && bytes.includes(signBytes)
    })
    expect(binaryWithBytes.length).toBeGreaterThan(0)
    for (const file of binaryWithBytes) expect(linesWithSign(file)).toEqual([])
  })
})
