import { createTransport, type EIP1193RequestFn, type Transport } from 'viem'

// Failures of the endpoint itself (unreachable, timed out, rate-limited, 5xx): the next URL may answer.
// Anything else (a revert, a rejected or unknown method) is the chain's answer and goes to the caller.
const ENDPOINT_FAILURES = new Set([
  'HttpRequestError',
  'TimeoutError',
  'WebSocketRequestError',
  'SocketClosedError',
])
const isEndpointFailure = (error: unknown) => {
  const { name, status } = (error ?? {}) as { name?: string; status?: number }
  return ENDPOINT_FAILURES.has(name ?? '') && (status === undefined || status === 429 || status >= 500)
}

/**
 * Several RPC URLs of one chain, asked in the listed order: a request goes to the next one only when
 * an endpoint fails. viem's fallback() ranks and retries too, at about 2 KB on every page that
 * lists a network; this keeps the order, which is all the adapter promises.
 */
export function orderedFallback(transports: readonly Transport[]): Transport {
  return ({ chain, retryCount, timeout }) => {
    const clients = transports.map((transport) => transport({ chain, retryCount, timeout }))
    return createTransport({
      key: 'fallback',
      name: 'Fallback',
      type: 'fallback',
      retryCount: 0,
      request: (async (args: Parameters<EIP1193RequestFn>[0]) => {
        let last: unknown
        for (const client of clients) {
          try {
            return await client.request(args)
          } catch (error) {
            if (!isEndpointFailure(error)) throw error
            last = error
          }
        }
        throw last
      }) as EIP1193RequestFn,
    })
  }
}
