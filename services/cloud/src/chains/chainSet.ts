import { type DevnetChain, devnetChain } from '@foyer/devnet'
import { createPublicClient, http, type PublicClient } from 'viem'
import { z } from 'zod'
import { InvalidRequestError } from '../errors.js'
import { type BlockReads, createBlockReads } from './blockReads.js'
import { type ChainConfig, chainConfigSchema } from './config.js'

/** One served chain: its CAIP-2 id, node URL and a viem client on it. */
export interface ServedChain {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  caip2: `eip155:${number}`
  id: DevnetChain['id']
  rpcUrl: string
  chain: DevnetChain
  client: PublicClient
  /** Reads cached per block (balances): see createBlockReads. */
  reads: BlockReads
}

/** The chains one cloud instance serves, looked up by CAIP-2 id. */
export interface ChainSet {
  readonly list: readonly ServedChain[]
  /** The chain for a CAIP-2 id, or a 400 naming `field` when it is not served. */
  get(caip2: string, field?: string): ServedChain
}

// Requests to a node that is down fail fast: the client answers 503 instead of hanging.
const RPC_TIMEOUT_MS = 10_000

/** Builds the chain set from configs (see `chainsFromEnv`); duplicates are rejected. */
export function createChainSet(configs: readonly ChainConfig[]): ChainSet {
  const parsed = z
    .array(chainConfigSchema)
    .refine((list) => new Set(list.map((entry) => entry.id)).size === list.length, 'duplicate chain id')
    .parse(configs)
  const list = parsed.map((config): ServedChain => {
    const port = Number(new URL(config.rpcUrl).port || 80)
    const chain = devnetChain(config.id, port)
    const client = createPublicClient({
      chain,
      transport: http(config.rpcUrl, { retryCount: 0, timeout: RPC_TIMEOUT_MS }),
    }) as PublicClient
    // cacheTime 0: viem would otherwise reuse a block number for seconds, past a new block.
    const reads = createBlockReads(() => client.getBlockNumber({ cacheTime: 0 }))
    return { caip2: `eip155:${config.id}`, id: config.id, rpcUrl: config.rpcUrl, chain, client, reads }
  })
  const byCaip2 = new Map(list.map((chain) => [chain.caip2, chain]))
  return {
    list,
    get(caip2, field = 'chainId') {
      const found = byCaip2.get(caip2 as ServedChain['caip2'])
      if (!found) {
        const served = list.map((chain) => chain.caip2).join(', ') || 'none'
        throw new InvalidRequestError(field, `unsupported chain ${caip2} (supported: ${served})`)
      }
      return found
    },
  }
}
