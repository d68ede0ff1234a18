// The local stack's default ports and the environment variables that move them (README, "Ports"): the one
// table and parser of the stack (scripts/), the services and the apps. Plain JavaScript, so the stack's
// scripts import it with node alone; ports.d.mts types it.
export const PORTS = {
  demo: { env: 'FOYER_DEMO_PORT', default: 5173 },
  wallet: { env: 'FOYER_WALLET_PORT', default: 5175 },
  cloud: { env: 'FOYER_CLOUD_PORT', default: 4000 },
  relay: { env: 'FOYER_RELAY_PORT', default: 4001 },
  secureSite: { env: 'FOYER_SECURE_SITE_PORT', default: 5174 },
  idp: { env: 'FOYER_IDP_PORT', default: 4002 },
  mail: { env: 'FOYER_MAIL_PORT', default: 1080 },
  smtp: { env: 'FOYER_SMTP_PORT', default: 1025 },
  chainA: { env: 'FOYER_CHAIN_A_PORT', default: 8545 },
  chainB: { env: 'FOYER_CHAIN_B_PORT', default: 8546 },
  // Chain 10, playing OP Mainnet for Sign In With Farcaster (its IdRegistry).
  chainOp: { env: 'FOYER_CHAIN_OP_PORT', default: 8547 },
  farcasterRelay: { env: 'FOYER_FARCASTER_RELAY_PORT', default: 4003 },
  farcasterClient: { env: 'FOYER_FARCASTER_CLIENT_PORT', default: 5176 },
  onramp: { env: 'FOYER_ONRAMP_PORT', default: 5177 },
  // The local exchange behind Pay: its API (for the cloud) and its checkout page.
  exchange: { env: 'FOYER_EXCHANGE_PORT', default: 5179 },
  // The Next.js example (apps/next): server rendering.
  next: { env: 'FOYER_NEXT_PORT', default: 5178 },
  // The ERC-4337 bundler (Alto) for chain 31337's EntryPoint v0.7.
  bundler: { env: 'FOYER_BUNDLER_PORT', default: 4337 },
  // The Solana ledgers (LiteSVM in the devnet process): HTTP JSON-RPC and websocket subscriptions of the
  // mainnet-beta, devnet and testnet stand-ins.
  solanaRpc: { env: 'FOYER_SOLANA_RPC_PORT', default: 8899 },
  solanaWs: { env: 'FOYER_SOLANA_WS_PORT', default: 8900 },
  solanaDevnetRpc: { env: 'FOYER_SOLANA_DEVNET_RPC_PORT', default: 8909 },
  solanaDevnetWs: { env: 'FOYER_SOLANA_DEVNET_WS_PORT', default: 8910 },
  solanaTestnetRpc: { env: 'FOYER_SOLANA_TESTNET_RPC_PORT', default: 8919 },
  solanaTestnetWs: { env: 'FOYER_SOLANA_TESTNET_WS_PORT', default: 8920 },
  // The Bitcoin regtest ledger (in the devnet process): Esplora's HTTP API.
  bitcoin: { env: 'FOYER_BITCOIN_PORT', default: 3002 },
  // `npm run cluster`: the instances behind nginx take ports from here (cloud +0/+1, relay +10/+11, secure site +20/+21).
  clusterBase: { env: 'FOYER_CLUSTER_PORT_BASE', default: 4100 },
}

/**
 * The port a service uses: its environment variable when set and valid, else the default. A bad value
 * throws naming the variable. `listen: true` also accepts 0, for a server that may take any free port.
 */
export function portOf(name, env = process.env, options = {}) {
  const spec = PORTS[name]
  return envPort(spec.env, spec.default, env, options)
}

/**
 * The port in environment variable `envVar`, else `fallback`; for ports named by a table of their own (the
 * devnet's per-ledger variables). Same checks and message as portOf.
 */
export function envPort(envVar, fallback, env = process.env, { listen = false } = {}) {
  const raw = env[envVar]
  if (raw === undefined || raw === '') return fallback
  const min = listen ? 0 : 1
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port < min || port > 65535) {
    throw new Error(`${envVar}=${raw} is not a valid port (${min}-65535)`)
  }
  return port
}
