/**
 * The local bundler: waits for the devnet's chain 31337 (EntryPoint v0.7 in place), then runs Alto on
 * FOYER_BUNDLER_PORT until SIGINT/SIGTERM. Installs Alto into .tools/alto first when it is missing.
 * Usage: node --conditions=source --import tsx services/bundler/src/cli.ts [--verbose]
 */
import { createServer } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { entryPoint07Address } from '@foyer/devnet'
import { AltoStartError, altoInstalled, repoRoot, startAlto } from './alto.js'
import { waitForEntryPoint, watchChain } from './chain.js'
import { bundlerPortEnvVar, readBundlerConfig } from './config.js'

const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help) {
  console.log(`Usage: bundler [--verbose]
  --verbose   Alto logs at info (every RPC exchange) instead of warn
Environment: FOYER_BUNDLER_PORT (4337), FOYER_CHAIN_A_PORT (8545, the chain it bundles for)`)
  process.exit(0)
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', () =>
      reject(new Error(`Port ${port} is busy (set ${bundlerPortEnvVar} to use another port)`)),
    )
    server.listen({ port, host: '::' }, () => server.close(() => resolve()))
  })
}

const started = performance.now()
try {
  const config = readBundlerConfig()
  await assertPortFree(config.port)
  if (!altoInstalled()) {
    // npm start and npm test install it up front; this covers other ways in (the cluster, a plain vitest run).
    const ensure = (await import(pathToFileURL(join(repoRoot, 'scripts/ensure-install.mjs')).href)) as {
      ensureAlto(): void
    }
    ensure.ensureAlto()
  }
  await waitForEntryPoint(config.rpcUrl)
  const alto = await startAlto({
    rpcUrl: config.rpcUrl,
    port: config.port,
    logLevel: values.verbose ? 'info' : 'warn',
    onLine: (line) => console.log(line),
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(2)
  console.log(
    `bundler ready in ${seconds} s: ${alto.url} (EntryPoint ${entryPoint07Address}, chain ${config.rpcUrl})`,
  )

  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    await alto.stop()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
  // A devnet restarted from its snapshot has lost Alto's simulation contracts: exit, and the stack starts
  // the bundler again once the chain is back.
  const unwatch = await watchChain(config.rpcUrl, () => {
    if (stopping) return
    stopping = true
    console.error(`Chain ${config.rpcUrl} was restarted; stopping Alto so that the bundler starts again`)
    void alto.stop().then(() => process.exit(1))
  })
  const code = await alto.exited
  unwatch()
  if (!stopping) {
    console.error(`Alto stopped unexpectedly (exit ${String(code)})`)
    process.exit(1)
  }
} catch (error) {
  console.error(error instanceof AltoStartError || error instanceof Error ? error.message : error)
  process.exit(1)
}
