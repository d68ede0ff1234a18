import { UpstreamUnavailableError } from '../errors.js'
import type { SolanaLedger } from './ledgers.js'

/** How long one call to a Solana node may take. */
const SOLANA_RPC_TIMEOUT_MS = 5000

/** One JSON-RPC call to a Solana node; a node that is down, slow or refusing is a 503 for that network. */
export async function solanaRpc<T>(ledger: SolanaLedger, method: string, params: unknown[] = []): Promise<T> {
  let body: { result?: T; error?: { message?: string } }
  try {
    const response = await fetch(ledger.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(SOLANA_RPC_TIMEOUT_MS),
    })
    body = (await response.json()) as typeof body
  } catch (error) {
    throw new UpstreamUnavailableError(ledger.caip2, { cause: error, details: `${method} failed` })
  }
  if (body.error)
    throw new UpstreamUnavailableError(ledger.caip2, { details: `${method}: ${body.error.message ?? ''}` })
  return body.result as T
}
