#!/usr/bin/env node
// `node --import tsx services/cloud/src/cli.ts [serve | wallets import FILE]`
import { useSourceCondition } from './sourceCondition.js'

useSourceCondition(import.meta.url)
const { runCli } = await import('./cli/runCli.js')

const untilStopped = new Promise<void>((resolve) => {
  process.once('SIGINT', () => resolve())
  process.once('SIGTERM', () => resolve())
})

const code = await runCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  untilStopped,
})
process.exit(code)
