#!/usr/bin/env node
// `npm run cluster`: the cluster topology of docs/deploy.md on one machine. PostgreSQL, two instances
// each of the cloud, the relay and the secure site, nginx in front on the usual ports, plus the
// devnet, the mail catcher, the demo and the test wallet; prints the URLs; Ctrl-C stops all.
import { ensureDependencies } from './ensure-install.mjs'

ensureDependencies()
const { ensurePostgres, startPostgres } = await import('./postgres.mjs')
const { ensureNginx } = await import('./ensure-install.mjs')
const { clusterServices, processTable } = await import('./cluster.mjs')
const { startStack } = await import('./stack/start.mjs')
const { PortBusyError } = await import('./stack/portCheck.mjs')

ensurePostgres()
ensureNginx()
let postgres
let stack
let stopping = false
const shutdown = async (code) => {
  stopping = true
  await stack?.stop()
  await postgres?.stop()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    console.log('\nStopping...')
    void shutdown(0)
  })
}

try {
  postgres = await startPostgres()
  console.log(`PostgreSQL: ${postgres.url}`)
  const services = clusterServices({ databaseUrl: postgres.url })
  console.log(`Starting ${services.map((s) => s.name).join(', ')}...`)
  stack = await startStack({
    services,
    restartOnCrash: true,
    onLine: (name, line) => console.log(`[${name}] ${line}`),
    onExit: (name, code, tail) =>
      console.error(`\n${name} stopped before the stack was up (exit ${code}):\n${tail}\n`),
    onRestart: (name, code, delayMs) =>
      console.error(`\n[cluster] ${name} stopped (exit ${code}); restarting it in ${delayMs / 1000} s.`),
    onSpawn: (name, pid, restarted) => {
      if (restarted) console.log(`[cluster] ${name} started again as PID ${pid}`)
    },
  })
  console.log('\nFoyer cluster is running (nginx in front of two instances of each service):')
  for (const service of services) {
    for (const { label, url } of service.urls) console.log(`  ${label.padEnd(26)} ${url}`)
  }
  console.log(`\nProcesses:\n${processTable(stack.children)}`)
  console.log(
    '\nNext: open the demo and connect; `kill <PID>` of an instance above (cloud-1, relay-2, ...) and keep going.',
  )
  console.log('Press Ctrl-C to stop.')
} catch (error) {
  console.error(error instanceof PortBusyError ? error.message : `Could not start: ${error.message}`)
  await shutdown(1)
}
