import { cpSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PORTS } from '../../services/kit/src/ports.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Browser tests run their own stack on ports 10000 above the defaults, so they never collide with
 * a stack started by `npm start` on the same machine. FOYER_E2E_PORT_OFFSET moves that offset (two
 * checkouts running their browser tests at once); any FOYER_*_PORT variable still wins.
 */
function e2ePortEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const offset = Number(env.FOYER_E2E_PORT_OFFSET || 10_000)
  if (!Number.isInteger(offset) || offset < 1 || offset > 50_000) {
    throw new Error(`FOYER_E2E_PORT_OFFSET=${env.FOYER_E2E_PORT_OFFSET} is not a valid offset (1-50000)`)
  }
  const result: Record<string, string> = {}
  for (const spec of Object.values(PORTS)) {
    result[spec.env] = env[spec.env] || String(spec.default + offset)
  }
  return result
}

/**
 * The e2e stack's code and link mails per client address: every test browser is the one client
 * 127.0.0.1, so it is raised far above the default (5/minute, 30/hour, 100/day).
 */
export const E2E_MAILS_PER_CLIENT = '200/minute,100000/day'

/**
 * The environment of the browser tests' and benchmarks' stack: the e2e ports and its own state
 * folder (`.state/e2e`), so `npm test` beside a running `npm start` touches none of its data (its
 * databases are locked by the running services). The compiled contracts are copied over from the
 * main state folder when present, since compiling them again takes a while and gives the same output.
 */
export function e2eStackEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const stateDir = env.FOYER_E2E_STATE_DIR || join(root, '.state/e2e')
  const solcCache = join(root, '.state/devnet/solc-cache')
  const e2eSolcCache = join(stateDir, 'devnet/solc-cache')
  if (existsSync(solcCache) && !existsSync(e2eSolcCache)) cpSync(solcCache, e2eSolcCache, { recursive: true })
  const ports = e2ePortEnv(env)
  // Every browser of the suite is one client (127.0.0.1) whose counts last the day in the kept state: the
  // per-client limits are raised (their own tests check them in the services).
  return {
    ...ports,
    FOYER_STATE_DIR: stateDir,
    // Farcaster channels live 20 s here (5 minutes by default), so a test can see one expire.
    FOYER_FARCASTER_CHANNEL_TTL_S: '20',
    // The secure site on another site than the apps (localhost): deployed, it is always another site,
    // whose storage the browser partitions or blocks in the app's page (support/chromium.ts). A name,
    // not 127.0.0.1: WebAuthn's relying party must be a domain (passkey.e2e.ts); Chromium resolves
    // *.localhost itself, and support/localhostNames.ts makes the tests' own requests do the same.
    FOYER_SECURE_SITE_URL:
      env.FOYER_SECURE_SITE_URL || `http://secure.localhost:${ports.FOYER_SECURE_SITE_PORT}`,
    SECURE_SITE_LIMIT_MAILS_PER_CLIENT: env.SECURE_SITE_LIMIT_MAILS_PER_CLIENT || E2E_MAILS_PER_CLIENT,
    SECURE_SITE_LIMIT_API_PER_CLIENT: env.SECURE_SITE_LIMIT_API_PER_CLIENT || '20000/minute',
    FOYER_CLOUD_LIMIT_RPC: env.FOYER_CLOUD_LIMIT_RPC || '50000/minute',
    FOYER_CLOUD_LIMIT_NONCE: env.FOYER_CLOUD_LIMIT_NONCE || '1000/minute',
    // Every test's modal posts its events (POST /e) from the same address: at the default 120 a minute,
    // the tests before analytics.e2e.ts could spend the quota and its events got 429.
    FOYER_CLOUD_EVENTS_PER_MINUTE: env.FOYER_CLOUD_EVENTS_PER_MINUTE || '20000',
  }
}
