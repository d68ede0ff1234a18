import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ServiceError } from '@foyer/service-kit/errors'
import { type PortName, portOf } from '@foyer/service-kit/ports'
import { loadLimits, type SecureSiteLimits } from './http/limits.js'
import { loadSocialProviders, type ProviderConfig, type SocialProvider } from './social/providers.js'

type Env = Readonly<Record<string, string | undefined>>

/** The repository root, from this file's place in it (services/secure-site/src). */
const repoRoot: string = fileURLToPath(new URL('../../../', import.meta.url))

export interface SecureSiteConfig {
  port: number
  /** The secure site's own origin: the only Origin its API accepts. */
  publicUrl: string
  cloudUrl: string
  smtpUrl: string
  mailFrom: string
  stateDir: string
  /** Chain id -> JSON-RPC URL of the chains the embedded wallet signs on. */
  rpcUrls: ReadonlyMap<number, string>
  /** Chain id -> ERC-4337 bundler URL: smart accounts are enabled on these chains. */
  bundlerUrls: ReadonlyMap<number, string>
  /** The social providers this wallet signs in with (social/providers.ts). */
  social: ReadonlyMap<SocialProvider, ProviderConfig>
  /** The Farcaster auth relay (relay.farcaster.xyz, or the local stand-in). */
  farcasterRelayUrl: string
  /** An OP Mainnet JSON-RPC URL, where Farcaster's IdRegistry is read (the devnet's chain 10 locally). */
  farcasterRpcUrl: string
  /** Request limits (http/limits.ts, README.md). */
  limits: SecureSiteLimits
  /** Take the client's address from X-Forwarded-For (SECURE_SITE_TRUST_PROXY=1): only behind a proxy that sets it. */
  trustProxy: boolean
}

/** A setting of the environment the secure site cannot run with; the message names it. */
export class ConfigError extends ServiceError<'INVALID_CONFIG'> {
  override name = 'ConfigError'
  constructor(shortMessage: string) {
    super('INVALID_CONFIG', shortMessage)
  }
}

/** A port from the stack's table (@foyer/service-kit/ports); a bad value is a ConfigError naming its variable. */
function port(env: Env, name: PortName, listen = false): number {
  try {
    return portOf(name, env, { listen })
  } catch (error) {
    throw new ConfigError((error as Error).message)
  }
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback
  try {
    return new URL(raw).href.replace(/\/$/, '')
  } catch {
    throw new ConfigError(`${name}=${raw} is not a URL`)
  }
}

/** A JSON map of chain id -> URL from `name`; a bad entry throws ConfigError naming it. */
function urlMap(env: Env, name: string): Map<number, string> | undefined {
  const raw = env[name]
  if (!raw) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new ConfigError(`${name} must be JSON: {"31337":"http://127.0.0.1:8545"}`)
  }
  const map = new Map<number, string>()
  for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
    const chainId = Number(id)
    if (!Number.isSafeInteger(chainId) || chainId <= 0 || typeof value !== 'string' || !URL.canParse(value))
      throw new ConfigError(`${name}: "${id}" needs a chain id and an http(s) URL`)
    map.set(chainId, value)
  }
  return map
}

const rpcUrls = (env: Env): Map<number, string> =>
  urlMap(env, 'FOYER_SECURE_SITE_RPC_URLS') ??
  new Map([
    [31337, `http://127.0.0.1:${port(env, 'chainA')}`],
    [31338, `http://127.0.0.1:${port(env, 'chainB')}`],
  ])

/**
 * The bundlers: FOYER_SECURE_SITE_BUNDLER_URLS (JSON per chain), else FOYER_BUNDLER_URL for the
 * devnet's chain A (the local stack runs one bundler, on 31337), else none: every account is an EOA.
 */
function bundlerUrls(env: Env): Map<number, string> {
  const map = urlMap(env, 'FOYER_SECURE_SITE_BUNDLER_URLS')
  if (map) return map
  if (!env.FOYER_BUNDLER_URL) return new Map()
  return new Map([[31337, url(env, 'FOYER_BUNDLER_URL', '')]])
}

/** The secure site's settings from the environment; a bad value throws ConfigError naming it. */
export function loadConfig(env: Env = process.env): SecureSiteConfig {
  const listen = port(env, 'secureSite', true)
  return {
    port: listen,
    publicUrl: new URL(url(env, 'FOYER_SECURE_SITE_URL', `http://localhost:${listen}`)).origin,
    cloudUrl: url(env, 'FOYER_CLOUD_URL', `http://localhost:${port(env, 'cloud')}`),
    smtpUrl: env.SMTP_URL || 'smtp://127.0.0.1:1025',
    mailFrom: env.FOYER_MAIL_FROM || 'Foyer wallet <wallet@foyer.localhost>',
    stateDir: env.FOYER_STATE_DIR || join(repoRoot, '.state'),
    rpcUrls: rpcUrls(env),
    bundlerUrls: bundlerUrls(env),
    social: loadSocialProviders(env),
    farcasterRelayUrl: url(env, 'FOYER_FARCASTER_RELAY_URL', 'https://relay.farcaster.xyz'),
    farcasterRpcUrl: url(env, 'FOYER_FARCASTER_RPC_URL', `http://127.0.0.1:${port(env, 'chainOp')}`),
    limits: loadLimits(env),
    trustProxy: env.SECURE_SITE_TRUST_PROXY === '1' || env.SECURE_SITE_TRUST_PROXY === 'true',
  }
}

/**
 * The key-encryption key: SECURE_SITE_KEK (64 hex characters) when set; for local use one generated
 * once into `<stateDir>/secure-site/kek` (mode 0600). Production (NODE_ENV=production) must set it from a
 * secret store: there is no generated one.
 */
export function loadKek(env: Env, stateDir: string): Buffer {
  const raw = env.SECURE_SITE_KEK
  if (raw !== undefined && raw !== '') {
    if (!/^[0-9a-fA-F]{64}$/.test(raw))
      throw new ConfigError('SECURE_SITE_KEK must be 64 hex characters (32 bytes)')
    return Buffer.from(raw, 'hex')
  }
  // A key of its own per container would seal wallets no other instance (and no recreated container) opens.
  if (env.NODE_ENV === 'production')
    throw new ConfigError(
      'SECURE_SITE_KEK is required in production (NODE_ENV=production): 64 hex characters, the same for every instance, from a secret store',
    )
  const file = join(stateDir, 'secure-site', 'kek')
  try {
    const stored = readFileSync(file, 'utf8').trim()
    if (/^[0-9a-f]{64}$/.test(stored)) return Buffer.from(stored, 'hex')
  } catch {
    // None yet: made below.
  }
  const kek = Buffer.from(crypto.getRandomValues(new Uint8Array(32)))
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, kek.toString('hex'), { mode: 0o600, flag: 'wx' })
  return kek
}
