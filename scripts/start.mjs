#!/usr/bin/env node
// `npm start`: install what is missing, start the local stack and the demo, print the URLs,
// stop everything on Ctrl-C or as soon as any child dies.
import { ensureDependencies } from './ensure-install.mjs'

ensureDependencies()

const { stackServices, startStack, PortBusyError } = await import('./stack.mjs')
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined
let services
try {
  services = stackServices().filter((s) => !only || s.name === only)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

let stack
const shutdown = async (code) => {
  await stack?.stop()
  process.exit(code)
}

try {
  console.log(`Starting ${services.map((s) => s.name).join(', ')}...`)
  stack = await startStack({
    services,
    onLine: (name, line) => console.log(`[${name}] ${line}`),
    onExit: (name, code, tail) => {
      console.error(`\n${name} stopped unexpectedly (exit ${code}). Its last output:\n${tail}\n`)
      console.error('Stopping the rest of the stack.')
      void shutdown(1)
    },
  })
} catch (error) {
  console.error(error instanceof PortBusyError ? error.message : `Could not start: ${error.message}`)
  process.exit(1)
}

console.log('\nFoyer local stack is running:')
for (const service of services) {
  for (const { label, url } of service.urls) console.log(`  ${label.padEnd(20)} ${url}`)
}
console.log('\nPress Ctrl-C to stop.')

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log('\nStopping...')
    void shutdown(0)
  })
}
