// Starts the local stack (devnet chains, services, demo) as child processes, and stops all of it.
// Used by `npm start` and by the browser tests' global setup, so both run the same stack.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PORTS, portOf } from '../services/kit/src/ports.mjs'
import { answersJsonRpc } from './stack/probes.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
// Services run from their TypeScript sources; workspace packages resolve through their "source" export.
const tsx = ['--conditions=source', '--import', 'tsx']

/** Where the Next.js example's production build goes (apps/next/web/<dir>), apart from `next dev`'s `.next`. */
export const NEXT_E2E_DIST_DIR = '.next-preview'

/** @typedef {import('./stack/service.mjs').StackService} StackService */

/**
 * Every process of the stack: what it runs, the ports it must get, how it is reached.
 * @returns {StackService[]}
 */
export function stackServices(env = process.env, { mode = 'dev' } = {}) {
  const port = (name) => portOf(name, env)
  // The Solana ledgers' ports, per network: [name, HTTP port name, websocket port name].
  const solanaLedgers = [
    ['mainnet-beta', 'solanaRpc', 'solanaWs'],
    ['devnet', 'solanaDevnetRpc', 'solanaDevnetWs'],
    ['testnet', 'solanaTestnetRpc', 'solanaTestnetWs'],
  ]
  const chainEnv = {
    FOYER_CHAIN_A_PORT: String(port('chainA')),
    FOYER_CHAIN_B_PORT: String(port('chainB')),
    FOYER_CHAIN_OP_PORT: String(port('chainOp')),
    ...Object.fromEntries(
      solanaLedgers.flatMap(([, rpc, ws]) => [
        [PORTS[rpc].env, String(port(rpc))],
        [PORTS[ws].env, String(port(ws))],
      ]),
    ),
    FOYER_BITCOIN_PORT: String(port('bitcoin')),
  }
  /** A Vite app: the dev server for `npm start`, `vite preview` of its build for tests and benchmarks. */
  const viteApp = (name, dir, label) => ({
    name,
    command: process.execPath,
    args: [
      join(root, 'node_modules/vite/bin/vite.js'),
      ...(mode === 'dev' ? [] : ['preview']),
      '--strictPort',
      '--port',
      String(port(name)),
    ],
    cwd: join(root, dir),
    env: serviceEnv,
    ports: [{ name, port: port(name) }],
    urls: [{ label, url: `http://localhost:${port(name)}` }],
    // A page served before the chains and services answer would fail on every call: until then its
    // port serves a "starting" page (startingPage.mjs), and the app starts once the rest listens.
    deferred: true,
  })
  /**
   * The Next.js example: `next dev` for `npm start`, `next start` of its build for tests and benchmarks.
   * The build (NEXT_E2E_DIST_DIR, made by the browser tests' global setup) has its own folder, so it
   * never touches a running dev server's, and each dev server has one per port.
   */
  const nextApp = () => ({
    name: 'next',
    command: process.execPath,
    args: [
      join(root, 'node_modules/next/dist/bin/next'),
      mode === 'dev' ? 'dev' : 'start',
      'web',
      '--port',
      String(port('next')),
      '--hostname',
      'localhost',
    ],
    cwd: join(root, 'apps/next'),
    env: {
      ...serviceEnv,
      NEXT_TELEMETRY_DISABLED: '1',
      // Next locks its build folder: a dev server per port (npm start beside the cluster tests' stack) keeps its own.
      FOYER_NEXT_DIST_DIR: mode === 'dev' ? `.next-dev-${port('next')}` : NEXT_E2E_DIST_DIR,
    },
    ports: [{ name: 'next', port: port('next') }],
    urls: [{ label: 'Next.js example (server rendering)', url: `http://localhost:${port('next')}` }],
    deferred: true,
  })
  const serviceEnv = {
    ...chainEnv,
    FOYER_CLOUD_PORT: String(port('cloud')),
    FOYER_RELAY_PORT: String(port('relay')),
    FOYER_DEMO_PORT: String(port('demo')),
    FOYER_WALLET_PORT: String(port('wallet')),
    FOYER_NEXT_PORT: String(port('next')),
    FOYER_SECURE_SITE_PORT: String(port('secureSite')),
    FOYER_MAIL_PORT: String(port('mail')),
    SMTP_URL: env.SMTP_URL || `smtp://127.0.0.1:${port('smtp')}`,
    FOYER_CLOUD_URL: `http://localhost:${port('cloud')}`,
    // The browser tests serve it on another site than the apps (e2e/support/ports.ts), as deployed.
    FOYER_SECURE_SITE_URL: env.FOYER_SECURE_SITE_URL || `http://localhost:${port('secureSite')}`,
    FOYER_IDP_PORT: String(port('idp')),
    // Social providers without their own FOYER_SOCIAL_<P>_CLIENT_ID sign in at the local provider.
    FOYER_SOCIAL_LOCAL_URL: `http://localhost:${port('idp')}`,
    FOYER_FARCASTER_RELAY_URL: `http://localhost:${port('farcasterRelay')}`,
    FOYER_FARCASTER_RELAY_PORT: String(port('farcasterRelay')),
    FOYER_FARCASTER_CLIENT_PORT: String(port('farcasterClient')),
    FOYER_ONRAMP_PORT: String(port('onramp')),
    FOYER_ONRAMP_URL: `http://localhost:${port('onramp')}`,
    FOYER_EXCHANGE_PORT: String(port('exchange')),
    // The exchanges Pay offers: the local one unless FOYER_EXCHANGE_URL names a hosted one.
    FOYER_EXCHANGE_URL: env.FOYER_EXCHANGE_URL || `http://localhost:${port('exchange')}`,
    FOYER_BUNDLER_PORT: String(port('bundler')),
    // The ERC-4337 bundler for chain 31337 (EntryPoint v0.7), for the secure site's smart accounts.
    FOYER_BUNDLER_URL: `http://localhost:${port('bundler')}`,
    // The Bitcoin regtest ledger's Esplora API (in the devnet process).
    FOYER_BITCOIN_ESPLORA_URL: `http://127.0.0.1:${port('bitcoin')}`,
    // The browser tests shorten the relay's channels to see one expire.
    ...(env.FOYER_FARCASTER_CHANNEL_TTL_S
      ? { FOYER_FARCASTER_CHANNEL_TTL_S: env.FOYER_FARCASTER_CHANNEL_TTL_S }
      : {}),
  }
  return [
    {
      name: 'devnet',
      command: process.execPath,
      args: [...tsx, 'services/devnet/src/cli.ts'],
      // The name zone's resolver asks the cloud (its CCIP-read gateway) on the cloud's actual port.
      env: {
        ...chainEnv,
        FOYER_NAME_GATEWAY_URL: `http://localhost:${port('cloud')}/v1/profile/ccip/{sender}/{data}.json`,
      },
      ports: [
        'chainA',
        'chainB',
        'chainOp',
        ...solanaLedgers.flatMap(([, rpc, ws]) => [rpc, ws]),
        'bitcoin',
      ].map((p) => ({ name: p, port: port(p) })),
      urls: [
        { label: 'EVM chain 31337', url: `http://127.0.0.1:${port('chainA')}` },
        { label: 'EVM chain 31338', url: `http://127.0.0.1:${port('chainB')}` },
        {
          label: 'EVM chain 10 (OP Mainnet stand-in, Farcaster IdRegistry)',
          url: `http://127.0.0.1:${port('chainOp')}`,
        },
        ...solanaLedgers.flatMap(([cluster, rpc, ws]) => [
          { label: `Solana ${cluster} stand-in (JSON-RPC)`, url: `http://127.0.0.1:${port(rpc)}` },
          { label: `Solana ${cluster} stand-in (subscriptions)`, url: `ws://127.0.0.1:${port(ws)}` },
        ]),
        { label: 'Bitcoin regtest stand-in (Esplora API)', url: `http://127.0.0.1:${port('bitcoin')}` },
      ],
    },
    {
      // Alto, the ERC-4337 bundler for chain 31337; it waits for the devnet's EntryPoint v0.7 itself.
      name: 'bundler',
      command: process.execPath,
      args: [...tsx, 'services/bundler/src/cli.ts'],
      env: { FOYER_CHAIN_A_PORT: chainEnv.FOYER_CHAIN_A_PORT, FOYER_BUNDLER_PORT: String(port('bundler')) },
      ports: [{ name: 'bundler', port: port('bundler') }],
      urls: [{ label: 'ERC-4337 bundler (chain 31337)', url: `http://localhost:${port('bundler')}` }],
      ready: () => answersJsonRpc(port('bundler'), 'eth_supportedEntryPoints'),
    },
    {
      name: 'cloud',
      command: process.execPath,
      args: [...tsx, 'services/cloud/src/cli.ts', 'serve'],
      env: serviceEnv,
      ports: [{ name: 'cloud', port: port('cloud') }],
      urls: [{ label: 'Cloud API', url: `http://localhost:${port('cloud')}` }],
    },
    {
      name: 'relay',
      command: process.execPath,
      args: [...tsx, 'services/relay/src/cli.ts'],
      env: serviceEnv,
      ports: [{ name: 'relay', port: port('relay') }],
      urls: [{ label: 'WalletConnect relay', url: `ws://localhost:${port('relay')}` }],
    },
    {
      // The local mail catcher: the secure site's login codes land in its inbox (web UI and REST API).
      name: 'mail',
      command: process.execPath,
      args: [
        join(root, 'node_modules/maildev/bin/maildev'),
        '--smtp',
        String(port('smtp')),
        '--web',
        String(port('mail')),
        // Loopback like every other service (maildev binds every interface by default); --web-ip follows.
        '--ip',
        env.FOYER_HOST || '127.0.0.1',
        '--silent',
      ],
      env: {},
      ports: [
        { name: 'mail', port: port('mail') },
        { name: 'smtp', port: port('smtp') },
      ],
      urls: [
        { label: 'Mail inbox', url: `http://localhost:${port('mail')}` },
        { label: 'SMTP (mail catcher)', url: `smtp://127.0.0.1:${port('smtp')}` },
      ],
    },
    {
      // The local OpenID Connect provider playing Google, GitHub, Apple, Facebook, X and Discord.
      name: 'idp',
      command: process.execPath,
      args: [...tsx, 'services/idp/src/cli.ts'],
      env: serviceEnv,
      ports: [{ name: 'idp', port: port('idp') }],
      urls: [{ label: 'Identity provider (social login)', url: `http://localhost:${port('idp')}` }],
    },
    {
      // Sign In With Farcaster's auth relay (stand-in) and a test Farcaster client that approves requests.
      name: 'farcaster',
      command: process.execPath,
      args: [...tsx, 'services/farcaster/src/cli.ts'],
      env: serviceEnv,
      ports: [
        { name: 'farcasterRelay', port: port('farcasterRelay') },
        { name: 'farcasterClient', port: port('farcasterClient') },
      ],
      urls: [
        { label: 'Farcaster auth relay (stand-in)', url: `http://localhost:${port('farcasterRelay')}` },
        { label: 'Farcaster test client', url: `http://localhost:${port('farcasterClient')}` },
      ],
    },
    {
      // The on-ramp provider standing in for the hosted ones: a checkout that delivers on the devnet.
      name: 'onramp',
      command: process.execPath,
      args: [...tsx, 'services/onramp/src/cli.ts'],
      env: serviceEnv,
      ports: [{ name: 'onramp', port: port('onramp') }],
      urls: [{ label: 'On-ramp provider (test checkout)', url: `http://localhost:${port('onramp')}` }],
    },
    {
      // The exchange behind Pay: a test account, a checkout page, withdrawals sent on the devnet.
      name: 'exchange',
      command: process.execPath,
      args: [...tsx, 'services/exchange/src/cli.ts'],
      env: serviceEnv,
      ports: [{ name: 'exchange', port: port('exchange') }],
      urls: [{ label: 'Exchange (Pay, test checkout)', url: `http://localhost:${port('exchange')}` }],
    },
    {
      name: 'secure-site',
      command: process.execPath,
      args: [...tsx, 'services/secure-site/src/cli.ts', 'serve'],
      env: serviceEnv,
      ports: [{ name: 'secureSite', port: port('secureSite') }],
      urls: [{ label: 'Secure site (wallet)', url: serviceEnv.FOYER_SECURE_SITE_URL }],
    },
    viteApp('demo', 'apps/demo', 'Demo dApp'),
    viteApp('wallet', 'apps/wallet', 'Test wallet'),
    nextApp(),
  ]
}
