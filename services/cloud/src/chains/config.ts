import { chainAId, chainBId, type DevnetChainId, defaultPorts, devnetHost, portEnvVars } from '@foyer/devnet'
import { z } from 'zod'

type Env = Readonly<Record<string, string | undefined>>

/** A chain the blockchain API serves: its id and the JSON-RPC URL of its node. */
export interface ChainConfig {
  /** Numeric chain id; only the devnet chains (31337, 31338) are known to the service. */
  id: DevnetChainId
  /** JSON-RPC over HTTP, e.g. `http://127.0.0.1:8545`. */
  rpcUrl: string
}

/** Zod schema of {@link ChainConfig}. */
export const chainConfigSchema = z.object({
  id: z.union([z.literal(chainAId), z.literal(chainBId)], { error: 'expected chain id 31337 or 31338' }),
  rpcUrl: z.url({ protocol: /^https?$/, error: 'rpcUrl must be an http(s) URL' }),
})

function portOf(env: Env, key: 'a' | 'b'): number {
  const name = portEnvVars[key]
  const raw = env[name]
  if (raw === undefined || raw === '') return defaultPorts[key]
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new Error(`${name}=${raw} is not a valid port (1-65535)`)
  }
  return port
}

/**
 * The devnet chains at the ports env FOYER_CHAIN_A_PORT / FOYER_CHAIN_B_PORT name (default 8545 and
 * 8546), both on 127.0.0.1.
 */
export function chainsFromEnv(env: Env = process.env): ChainConfig[] {
  return [
    { id: chainAId, rpcUrl: `http://${devnetHost}:${portOf(env, 'a')}` },
    { id: chainBId, rpcUrl: `http://${devnetHost}:${portOf(env, 'b')}` },
  ]
}
