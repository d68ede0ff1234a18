#!/usr/bin/env node
// `node --conditions=source --import tsx services/secure-site/src/cli.ts serve`
import { loadConfig } from './config.js'
import { startSecureSite } from './server/startSecureSite.js'

const command = process.argv[2] ?? 'serve'
if (command !== 'serve') {
  console.error(`Unknown command "${command}". Usage: cli.ts serve`)
  process.exit(2)
}
try {
  const config = loadConfig()
  const site = await startSecureSite()
  console.log(
    `Secure site: ${config.publicUrl} (listening on ${site.url}); mail goes to ${config.smtpUrl.replace(/\/\/[^@]*@/, '//')}`,
  )
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  })
  await site.stop()
  process.exit(0)
} catch (error) {
  console.error(`The secure site could not start: ${(error as Error).message}`)
  process.exit(1)
}
