import { defaultPorts, devnetHost, portEnvVars } from '@foyer/devnet'

/** The environment variable that moves the bundler's port. */
export const bundlerPortEnvVar = 'FOYER_BUNDLER_PORT'
/** The bundler's default port (scripts/ports.mjs has the same). */
export const defaultBundlerPort = 4337

/** What the bundler's command line runs with. */
export interface BundlerConfig {
  /** Port Alto listens on. */
  port: number
  /** Chain 31337's JSON-RPC URL. */
  rpcUrl: string
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new Error(`${name}=${raw} is not a valid port (1-65535)`)
  }
  return port
}

/** Reads FOYER_BUNDLER_PORT (default 4337) and FOYER_CHAIN_A_PORT (default 8545); throws naming a bad one. */
export function readBundlerConfig(env: NodeJS.ProcessEnv = process.env): BundlerConfig {
  const chainPort = readPort(env, portEnvVars.a, defaultPorts.a)
  return {
    port: readPort(env, bundlerPortEnvVar, defaultBundlerPort),
    rpcUrl: `http://${devnetHost}:${chainPort}`,
  }
}
