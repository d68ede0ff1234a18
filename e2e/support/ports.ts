import { PORTS } from '../../scripts/ports.mjs'

/**
 * Browser tests run their own stack on ports 10000 above the defaults, so they never collide with
 * a stack started by `npm start` on the same machine. Any FOYER_*_PORT variable still wins.
 */
export function e2ePortEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const result: Record<string, string> = {}
  for (const spec of Object.values(PORTS)) {
    result[spec.env] = env[spec.env] || String(spec.default + 10_000)
  }
  return result
}
