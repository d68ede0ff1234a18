import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// A clone works on its own: nothing it runs, builds or tests reads a folder beside the repository.
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
/** The files a clone holds, and new ones not yet committed. */
const trackedFiles = () =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !/\.(jpe?g|png|webp|ico|woff2?)$/.test(file))

/** A path into the workspace's shared folder beside the repository: `../shared`, `shared/data/…` and the like. */
const sharedFolder =
  /\.\.\/shared\b|\bshared\/(data|spec|notes)\b|['"]shared['"]\s*,\s*['"](data|spec|notes)['"]/

describe('a clone that stands alone', () => {
  it("has no file that names the folder beside the repository where this project's data once lay", () => {
    const self = relative(root, fileURLToPath(import.meta.url))
    const offenders = trackedFiles()
      .filter((file) => file !== self && existsSync(join(root, file)))
      .filter((file) => sharedFolder.test(readFileSync(join(root, file), 'utf8')))
    expect(offenders).toEqual([])
  })

  it('catches the forms a path into that folder takes', () => {
    // Written in pieces, so this file holds no such path itself.
    const folder = 'shared'
    for (const use of [
      `join(root, '..', '${folder}', 'data')`,
      `see ../${folder}/spec`,
      `${folder}/notes/x.md`,
    ]) {
      expect(sharedFolder.test(use)).toBe(true)
    }
    for (const fine of ['a shared mailbox', "import { x } from './shared.js'", 'sharedKek(stateDir)']) {
      expect(sharedFolder.test(fine)).toBe(false)
    }
  })
})
