import type { JsonRpcRequest } from '@foyer/wire'
import { UpstreamUnavailableError } from '../errors.js'
import type { ServedChain } from './chainSet.js'
import { checkLogRange, methodRefusal, PUBLIC_RPC_METHODS, type RpcError } from './rpcPolicy.js'

const PROXY_TIMEOUT_MS = 10_000

type Chain = Pick<ServedChain, 'caip2' | 'rpcUrl'>

/** Sends a JSON body to the chain's node; a node that cannot be reached or times out becomes a 503. */
async function forward(chain: Chain, body: string): Promise<{ status: number; text: string; type: string }> {
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
  return { status: upstream.status, text, type: upstream.headers.get('content-type') ?? 'application/json' }
}

/** The chain's head block number, asked once per client request and only when a getLogs bound needs it. */
function headOnce(chain: Chain): () => Promise<number> {
  let pending: Promise<number> | undefined
  return () => {
    pending ??= forward(chain, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' })).then(
      ({ text }) => {
        const head = Number((JSON.parse(text) as { result?: string }).result)
        if (!Number.isSafeInteger(head))
          throw new UpstreamUnavailableError(chain.caip2, { details: 'no block number' })
        return head
      },
    )
    return pending
  }
}

/** Why the endpoint answers a request itself, or undefined when it goes to the node. */
async function refusalOf(
  request: JsonRpcRequest,
  head: () => Promise<number>,
): Promise<RpcError | undefined> {
  if (!PUBLIC_RPC_METHODS.has(request.method)) return methodRefusal(request.method)
  if (request.method === 'eth_getLogs') return checkLogRange(request.params, head)
  return undefined
}

const errorAnswer = (request: JsonRpcRequest, error: RpcError) => ({
  jsonrpc: '2.0',
  id: request.id ?? null,
  error,
})
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

/**
 * Answers a validated JSON-RPC request or batch: public methods go to the chain's node and its answer
 * comes back as is; every other method, and a getLogs range over the limit, gets a JSON-RPC error from
 * the endpoint itself. In a batch each entry is judged on its own (answers are matched by id, as
 * JSON-RPC allows any order); notifications that are refused get no answer.
 */
export async function answerRpc(chain: Chain, body: JsonRpcRequest | JsonRpcRequest[]): Promise<Response> {
  const head = headOnce(chain)
  if (!Array.isArray(body)) {
    const refusal = await refusalOf(body, head)
    if (refusal)
      return body.id === undefined ? new Response(null, { status: 204 }) : json(errorAnswer(body, refusal))
    const { status, text, type } = await forward(chain, JSON.stringify(body))
    return new Response(text, { status, headers: { 'content-type': type } })
  }
  const verdicts = await Promise.all(body.map((request) => refusalOf(request, head)))
  const allowed = body.filter((_, index) => !verdicts[index])
  const refused = body.flatMap((request, index) => {
    const refusal = verdicts[index]
    return refusal && request.id !== undefined ? [errorAnswer(request, refusal)] : []
  })
  if (allowed.length === 0) return refused.length ? json(refused) : new Response(null, { status: 204 })
  const { status, text, type } = await forward(chain, JSON.stringify(allowed))
  if (refused.length === 0) return new Response(text, { status, headers: { 'content-type': type } })
  let answers: unknown
  try {
    answers = JSON.parse(text)
  } catch (error) {
    throw new UpstreamUnavailableError(chain.caip2, { cause: error, details: 'upstream answer is not JSON' })
  }
  return json(Array.isArray(answers) ? [...answers, ...refused] : [answers, ...refused])
}
