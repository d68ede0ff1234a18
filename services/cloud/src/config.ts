import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { portOf } from '@foyer/service-kit/ports'
import type { Address, Hex } from 'viem'
import { devnetNamesConfig, type NameGatewayConfig } from './names/gateway.js'

type Env = Readonly<Record<string, string | undefined>>

/** The repository root, from this file's place in it (services/cloud/src or services/cloud/dist). */
const repoRoot: string = fileURLToPath(new URL('../../../', import.meta.url))

/** The git-ignored state directory shared by the local services: env FOYER_STATE_DIR or `<repo>/.state`. */
export function stateDirOf(env: Env = process.env): string {
  return env.FOYER_STATE_DIR || join(repoRoot, '.state')
}

/** Where the embedded database keeps its files inside a state directory. */
export function pgliteDirOf(stateDir: string): string {
  return join(stateDir, 'cloud', 'pglite')
}

/** The wallet registry (wallets.json + logos/): env FOYER_WALLET_REGISTRY or the copy in services/cloud/data. */
export function walletRegistryDirOf(env: Env = process.env): string {
  return env.FOYER_WALLET_REGISTRY || join(repoRoot, 'services', 'cloud', 'data', 'wallet-registry')
}

/** The port to listen on: env FOYER_CLOUD_PORT when set (0: any free port), else 4000. */
export function cloudPortOf(env: Env = process.env): number {
  return portOf('cloud', env, { listen: true })
}

/** `POST /e` quota per client: env FOYER_CLOUD_EVENTS_PER_MINUTE (default 120). */
export function eventQuotaOf(env: Env = process.env): { points: number; durationSeconds: number } {
  const raw = env.FOYER_CLOUD_EVENTS_PER_MINUTE
  if (raw === undefined || raw === '') return { points: 120, durationSeconds: 60 }
  const points = Number(raw)
  if (!Number.isInteger(points) || points < 1 || points > 1_000_000) {
    throw new Error(`FOYER_CLOUD_EVENTS_PER_MINUTE=${raw} is not a valid count (1-1000000)`)
  }
  return { points, durationSeconds: 60 }
}

/** Whether the client address comes from X-Forwarded-For: env FOYER_CLOUD_TRUST_PROXY=1. */
export function trustProxyOf(env: Env = process.env): boolean {
  return env.FOYER_CLOUD_TRUST_PROXY === '1' || env.FOYER_CLOUD_TRUST_PROXY === 'true'
}

/** Whether this process runs in production (NODE_ENV=production): development defaults are refused. */
export function isProduction(env: Env = process.env): boolean {
  return env.NODE_ENV === 'production'
}

/**
 * The account-name zone: env FOYER_NAME_ZONE, FOYER_NAME_RESOLVER (the zone's OffchainResolver) and
 * FOYER_NAME_SIGNER_KEY (the key that resolver trusts), each defaulting to the devnet's foyer.id. In
 * production the signer key has no default, and the devnet's (public) key is refused.
 */
export function namesConfigOf(env: Env = process.env): NameGatewayConfig {
  const defaults = devnetNamesConfig()
  if (isProduction(env)) {
    const key = env.FOYER_NAME_SIGNER_KEY ?? ''
    if (key === '')
      throw new Error(
        'FOYER_NAME_SIGNER_KEY is required in production (NODE_ENV=production): the key the name resolver trusts, from a secret store',
      )
    if (key.toLowerCase() === defaults.signerKey.toLowerCase())
      throw new Error('FOYER_NAME_SIGNER_KEY is the public devnet key: production needs a key of its own')
  }
  const resolver = env.FOYER_NAME_RESOLVER || defaults.resolver
  const signerKey = env.FOYER_NAME_SIGNER_KEY || defaults.signerKey
  if (!/^0x[0-9a-fA-F]{40}$/.test(resolver))
    throw new Error(`FOYER_NAME_RESOLVER=${resolver} is not an address`)
  if (!/^0x[0-9a-fA-F]{64}$/.test(signerKey))
    throw new Error('FOYER_NAME_SIGNER_KEY is not a 32-byte hex key')
  const zone = env.FOYER_NAME_ZONE || defaults.zone
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(zone))
    throw new Error(`FOYER_NAME_ZONE=${zone} is not a domain name`)
  return { zone, resolver: resolver as Address, signerKey: signerKey as Hex }
}
