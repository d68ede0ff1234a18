import { UpstreamUnavailableError } from '../errors.js'
import type { ServedChain } from './chainSet.js'

const PROXY_TIMEOUT_MS = 10_000

/**
 * Forwards a validated JSON-RPC body (single or batch) to the chain's node and returns its answer as
 * is (status and body). A node that cannot be reached or times out becomes a 503.
 */
export async function proxyRpc(
  chain: Pick<ServedChain, 'caip2' | 'rpcUrl'>,
  body: string,
): Promise<Response> {
  let upstream: Response
  try {
    upstream = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(PROXY_TIMEOUT_MS),
    })
  } catch (error) {
    throw new UpstreamUnavailableError(chain.caip2, { cause: error, details: (error as Error).message })
  }
  const text = await upstream.text().catch((error: unknown) => {
    throw new UpstreamUnavailableError(chain.caip2, { cause: error, details: 'upstream body unreadable' })
  })
  return new Response(text, {
    status: upstream.status,
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
  })
}
