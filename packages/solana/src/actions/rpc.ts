import type { CaipNetwork } from '@foyer/core'
import {
  createDefaultRpcTransport,
  createSolanaRpcFromTransport,
  isSolanaError,
  type Rpc,
  type RpcTransport,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  type SolanaRpcApi,
} from '@solana/kit'

/** The RPC client's policy: a 10 s timeout, 3 retries 150 ms apart doubling each time, on these HTTP statuses. */
const rpcTimeoutMs = 10_000
const rpcRetries = 3
const rpcRetryDelayMs = 150
const retriedStatuses: ReadonlySet<number> = new Set([403, 408, 413, 429, 500, 502, 503, 504])

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function retryable(error: unknown): boolean {
  if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR))
    return retriedStatuses.has(error.context.statusCode)
  // fetch's own failures (connection refused, reset) and our timeout.
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError')
}

/** Wraps a transport with the RPC client's timeout and retries; a caller's abort is never retried. */
function withRetries(transport: RpcTransport): RpcTransport {
  return (async (config: Parameters<RpcTransport>[0]) => {
    for (let attempt = 0; ; attempt++) {
      const timeout = AbortSignal.timeout(rpcTimeoutMs)
      const signal = config.signal ? AbortSignal.any([config.signal, timeout]) : timeout
      try {
        return await transport({ ...config, signal })
      } catch (error) {
        const reason = timeout.aborted && !config.signal?.aborted ? timeout.reason : error
        if (attempt >= rpcRetries || config.signal?.aborted || !retryable(reason)) throw reason
        await sleep(rpcRetryDelayMs * 2 ** attempt)
      }
    }
  }) as RpcTransport
}

// Named through @solana/kit: the inferred type spells @solana/rpc-api and @solana/rpc-spec in the
// declarations, packages an app that installs @foyer/solana need not have where TypeScript finds them.
export type SolanaRpc = Rpc<SolanaRpcApi>

function createRpc(url: string): SolanaRpc {
  return createSolanaRpcFromTransport(withRetries(createDefaultRpcTransport({ url })))
}

const clients = new Map<string, SolanaRpc>()

/** The RPC client of a network's first default URL, one per URL. */
export function rpcFor(network: Pick<CaipNetwork, 'rpcUrls'>): SolanaRpc {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error('The network has no RPC URL')
  let client = clients.get(url)
  if (!client) {
    client = createRpc(url)
    clients.set(url, client)
  }
  return client
}
