import { devnetHost } from '@foyer/devnet'
import { PORTS, portOf } from '@foyer/service-kit/ports'

/** The environment variable that moves the bundler's port. */
export const bundlerPortEnvVar = PORTS.bundler.env
/** The bundler's default port (the stack's table, @foyer/service-kit/ports). */
export const defaultBundlerPort = PORTS.bundler.default

/** What the bundler's command line runs with. */
export interface BundlerConfig {
  /** Port Alto listens on. */
  port: number
  /** Chain 31337's JSON-RPC URL. */
  rpcUrl: string
}

/** Reads FOYER_BUNDLER_PORT (default 4337) and FOYER_CHAIN_A_PORT (default 8545); throws naming a bad one. */
export function readBundlerConfig(env: NodeJS.ProcessEnv = process.env): BundlerConfig {
  return {
    port: portOf('bundler', env),
    rpcUrl: `http://${devnetHost}:${portOf('chainA', env)}`,
  }
}
