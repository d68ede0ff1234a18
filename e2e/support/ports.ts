import { PORTS } from '../../scripts/ports.mjs'

/**
 * Browser tests run their own stack on ports 10000 above the defaults, so they never collide with
 * a stack started by `npm start` on the same machine. FOYER_E2E_PORT_OFFSET moves that offset (two
 * checkouts running their browser tests at once); any FOYER_*_PORT variable still wins.
 */
export function e2ePortEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
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
