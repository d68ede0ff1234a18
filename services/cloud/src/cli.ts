#!/usr/bin/env node
// `node --conditions=source --import tsx services/cloud/src/cli.ts [serve | wallets import FILE]`
// Run from sources with the "source" export condition (see package.json), so workspace packages
// (@foyer/devnet) resolve to their TypeScript like in vitest and vite.
import { runCli } from './cli/runCli.js'

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
