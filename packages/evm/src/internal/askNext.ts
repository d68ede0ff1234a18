// orderedFallback's failure path, loaded with the adapter's methods' code (adapterMethods.ts) when the
// first URL fails: a page whose first URLs answer never needs it.

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

/** A client of one URL, as orderedFallback makes them. */
export interface UrlClient {
  request(args: unknown): Promise<unknown>
}

/**
 * After the first of `clients` failed with `error`: the chain's own answer goes to the caller, an endpoint's
 * failure to the next URL, in the listed order, until one answers (else the last failure).
 */
export async function askNext(
  clients: readonly UrlClient[],
  args: unknown,
  error: unknown,
): Promise<unknown> {
  let last = error
  for (const client of clients.slice(1)) {
    if (!isEndpointFailure(last)) break
    try {
      return await client.request(args)
    } catch (next) {
      last = next
    }
  }
  throw last
}
