import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startStack } from '../../scripts/stack/start.mjs'
import { NEXT_E2E_DIST_DIR, stackServices } from '../../scripts/stack.mjs'
import { e2eStackEnv } from './ports.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

declare module 'vitest' {
  export interface ProvidedContext {
    urls: {
      demo: string
      wallet: string
      cloud: string
      relay: string
      chainA: string
      chainB: string
      /** Another site than the demo's (http://secure.localhost:<port> beside http://localhost:<port>). */
      secureSite: string
      mail: string
      farcasterClient: string
      /** The Next.js example (apps/next), served by `next start` from its production build. */
      next: string
      /** The ERC-4337 bundler (Alto) for chain 31337's EntryPoint v0.7. */
      bundler: string
      /** The Solana ledgers standing in for mainnet-beta and devnet (JSON-RPC over HTTP). */
      solana: string
      solanaDevnet: string
      /** The Bitcoin regtest ledger's Esplora API (POST /regtest/mine mines on demand). */
      bitcoin: string
    }
    /** POST `${stackControl}/restart/<service>` kills a stack service and starts it again (support/stack.ts). */
    stackControl: string
  }
}

/** Production builds of the Vite apps, with the e2e ports baked in (their vite.config.ts reads FOYER_*_PORT). */
export function buildApps(env: NodeJS.ProcessEnv) {
  const vite = join(root, 'node_modules/vite/bin/vite.js')
  // The demo's sign-in page is a build of its own (apps/demo/vite.signin.config.ts).
  const builds = [
    ['apps/demo', []],
    ['apps/demo', ['-c', 'vite.signin.config.ts']],
    ['apps/wallet', []],
  ] as const
  for (const [app, extra] of builds) {
    const build = spawnSync(process.execPath, [vite, 'build', ...extra, '--logLevel', 'warn'], {
      cwd: join(root, app),
      env,
      stdio: 'inherit',
    })
    if (build.status !== 0) throw new Error(`The ${app} build failed`)
  }
  buildNextApp(env)
}

/**
 * The Next.js example's production build (`next start` serves it), into its own folder so that a
 * `next dev` of `npm start` keeps its own. No lint or type check (the repository's Biome and tsc do
 * those) and no telemetry: it builds offline. Its output shows only when it fails.
 */
export function buildNextApp(env: NodeJS.ProcessEnv) {
  const started = Date.now()
  const build = spawnSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build', 'web'], {
    cwd: join(root, 'apps/next'),
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1', FOYER_NEXT_DIST_DIR: NEXT_E2E_DIST_DIR },
    encoding: 'utf8',
  })
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr)
    throw new Error('The apps/next build failed')
  }
  console.log(`apps/next built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** Starts the same stack as `npm start`, with the apps built for production, and stops it after. */
export default async function setup(project: TestProject) {
  const env = { ...process.env, ...e2eStackEnv() }
  Object.assign(process.env, env)
  // Every run starts from the devnet snapshot, so the cloud's data starts empty too: names registered
  // by an earlier run (names.e2e.ts registers alice-test) would otherwise be taken already.
  rmSync(join(env.FOYER_STATE_DIR as string, 'cloud'), { recursive: true, force: true })
  // The exchange's sessions name transactions of the chains' last run: it starts empty too.
  rmSync(join(env.FOYER_STATE_DIR as string, 'exchange'), { recursive: true, force: true })
  // The Solana and Bitcoin ledgers keep their state across starts (the EVM chains restart from their
  // snapshot): the browser tests start them from genesis too.
  for (const ledger of ['solana-mainnet', 'solana-devnet', 'solana-testnet', 'bitcoin-regtest'])
    rmSync(join(env.FOYER_STATE_DIR as string, 'devnet', ledger), { recursive: true, force: true })
  buildApps(env)
  const stack = await startStack({
    services: stackServices(env, { mode: 'preview' }),
    onExit: (name: string, code: unknown, tail: string) => {
      console.error(`e2e stack: ${name} exited (${String(code)}):\n${tail}`)
    },
  })
  // Tests run in workers; the stack's processes belong to this one, so restarts go through a loopback endpoint.
  const control = createServer((request, response) => {
    const name = /^\/restart\/([a-z]+)$/.exec(request.url ?? '')?.[1]
    if (request.method !== 'POST' || !name) {
      response.writeHead(404).end()
      return
    }
    stack.restart(name).then(
      () => response.writeHead(204).end(),
      (error: Error) => response.writeHead(500).end(error.message),
    )
  })
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve))
  project.provide('stackControl', `http://127.0.0.1:${(control.address() as AddressInfo).port}`)
  project.provide('urls', {
    demo: `http://localhost:${env.FOYER_DEMO_PORT}`,
    wallet: `http://localhost:${env.FOYER_WALLET_PORT}`,
    cloud: `http://localhost:${env.FOYER_CLOUD_PORT}`,
    relay: `ws://localhost:${env.FOYER_RELAY_PORT}`,
    chainA: `http://127.0.0.1:${env.FOYER_CHAIN_A_PORT}`,
    chainB: `http://127.0.0.1:${env.FOYER_CHAIN_B_PORT}`,
    secureSite: env.FOYER_SECURE_SITE_URL as string,
    mail: `http://localhost:${env.FOYER_MAIL_PORT}`,
    farcasterClient: `http://localhost:${env.FOYER_FARCASTER_CLIENT_PORT}`,
    next: `http://localhost:${env.FOYER_NEXT_PORT}`,
    bundler: `http://localhost:${env.FOYER_BUNDLER_PORT}`,
    solana: `http://127.0.0.1:${env.FOYER_SOLANA_RPC_PORT}`,
    solanaDevnet: `http://127.0.0.1:${env.FOYER_SOLANA_DEVNET_RPC_PORT}`,
    bitcoin: `http://127.0.0.1:${env.FOYER_BITCOIN_PORT}`,
  })
  return async () => {
    control.close()
    await stack.stop()
  }
}
