import { renameSync, writeFileSync } from 'node:fs'

/** Writes `text` to a temporary file and renames it over `path`, so a kill never leaves half a file. */
export function writeAtomic(path: string, text: string): void {
  const temporary = `${path}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, path)
}
