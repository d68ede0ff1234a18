// Writes src/locales/en.json from the English table in src/i18n/en.ts, which stays the source of
// truth for the English texts and the ids' type. Run after changing en.ts:
//   node --import tsx packages/react/scripts/writeEnLocale.ts
// src/locales/locales.test.ts fails while en.json and en.ts differ.
import { writeFileSync } from 'node:fs'
import { en } from '../src/i18n/en.js'

const file = new URL('../src/locales/en.json', import.meta.url)
writeFileSync(file, `${JSON.stringify(en, null, 2)}\n`)
console.log(`wrote ${Object.keys(en).length} texts to ${file.pathname}`)
