import { chainAId, chainBId, type DevnetChainId, devnetHost } from '@foyer/devnet'
import { portOf } from '@foyer/service-kit/ports'
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

/** An http(s) RPC URL from env `name`, or undefined when unset. */
function rpcUrlOf(env: Env, name: string): string | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  if (!/^https?:\/\/[^\s]+$/.test(raw)) throw new Error(`${name}=${raw} is not an http(s) URL`)
  return raw
}

/**
 * The devnet chains: env FOYER_CHAIN_A_RPC_URL / FOYER_CHAIN_B_RPC_URL when set (a node on another
 * host, as in docs/deploy.md), else 127.0.0.1 at FOYER_CHAIN_A_PORT / FOYER_CHAIN_B_PORT (8545, 8546).
 */
export function chainsFromEnv(env: Env = process.env): ChainConfig[] {
  return [
    {
      id: chainAId,
      rpcUrl: rpcUrlOf(env, 'FOYER_CHAIN_A_RPC_URL') ?? `http://${devnetHost}:${portOf('chainA', env)}`,
    },
    {
      id: chainBId,
      rpcUrl: rpcUrlOf(env, 'FOYER_CHAIN_B_RPC_URL') ?? `http://${devnetHost}:${portOf('chainB', env)}`,
    },
  ]
}
