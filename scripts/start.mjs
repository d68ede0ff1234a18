#!/usr/bin/env node
// `npm start`: install what is missing, start the local stack and the demo, print the URLs and the
// next step. A service that crashes is started again after a back-off; only Ctrl-C stops the stack.
import { ensureAlto, ensureDependencies } from './ensure-install.mjs'

ensureDependencies()
ensureAlto()

const { stackServices } = await import('./stack.mjs')
const { startStack } = await import('./stack/start.mjs')
const { PortBusyError } = await import('./stack/portCheck.mjs')
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined
let services
try {
  services = stackServices().filter((s) => !only || s.name === only)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

let stack
let stopping = false
const shutdown = async (code) => {
  stopping = true
  await stack?.stop()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    console.log('\nStopping...')
    void shutdown(0)
  })
}

const apps = services.filter((s) => s.deferred).map((s) => s.name)
try {
  console.log(
    `Starting ${services.map((s) => s.name).join(', ')}...` +
      (apps.length ? ` (${apps.join(' and ')} show a "starting" page until the rest is ready)` : ''),
  )
  stack = await startStack({
    services,
    restartOnCrash: true,
    onLine: (name, line) => console.log(`[${name}] ${line}`),
    onExit: (name, code, tail) => {
      console.error(`\n${name} stopped before the stack was up (exit ${code}). Its last output:\n${tail}\n`)
    },
    onRestart: (name, code, delayMs, tail) => {
      console.error(
        `\n[stack] ${name} stopped unexpectedly (exit ${code}); restarting it in ${delayMs / 1000} s. Its last output:\n${tail}\n`,
      )
    },
  })
} catch (error) {
  console.error(error instanceof PortBusyError ? error.message : `Could not start: ${error.message}`)
  process.exit(1)
}

const url = (name) => services.find((s) => s.name === name)?.urls[0]?.url
console.log('\nFoyer local stack is running:')
for (const service of services) {
  for (const { label, url } of service.urls) console.log(`  ${label.padEnd(20)} ${url}`)
}
const next = []
if (url('demo')) next.push(`open the demo at ${url('demo')} and click Connect Wallet`)
if (url('mail')) next.push(`for email login, read the code in the inbox at ${url('mail')}`)
if (url('wallet')) next.push(`pair the test wallet at ${url('wallet')} through WalletConnect's Copy link`)
if (next.length) console.log(`\nNext: ${next.join('; ')}.`)
console.log('Press Ctrl-C to stop.')
