import { RpcErrorCode, type RpcErrorResponse, type RpcId, rpcError } from './codes.js'

// A frame is read by hand (no schema library): every message and every ack passes here, and the
// checks are the JSON-RPC 2.0 shape the relay has always asked for (an id that is a string, number or
// null; `jsonrpc`, if present, exactly "2.0"; a request's method a non-empty string).
const isId = (value: unknown): value is RpcId =>
  value === null || typeof value === 'string' || typeof value === 'number'
const jsonrpcOk = (object: Record<string, unknown>) =>
  object.jsonrpc === undefined || object.jsonrpc === '2.0'

/** What one websocket text frame turned out to be. */
export type Frame =
  | { type: 'request'; id: RpcId; method: string; params: unknown }
  | { type: 'response'; id: RpcId; ok: boolean }
  | { type: 'invalid'; response: RpcErrorResponse }

/** Classifies one frame; anything else than a JSON-RPC request or response becomes an error to send back. */
export function parseFrame(text: string): Frame {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { type: 'invalid', response: rpcError(null, RpcErrorCode.parseError, 'Parse error: not JSON') }
  }
  const object =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : undefined
  if (object && 'method' in object) {
    const { id, method } = object
    if ('id' in object && isId(id) && jsonrpcOk(object) && typeof method === 'string' && method.length > 0)
      return { type: 'request', id, method, params: object.params }
  } else if (object && ('result' in object || 'error' in object)) {
    const { id } = object
    if ('id' in object && isId(id) && jsonrpcOk(object))
      return { type: 'response', id, ok: object.result === true }
  }
  return {
    type: 'invalid',
    response: rpcError(
      object && isId(object.id) ? object.id : null,
      RpcErrorCode.invalidRequest,
      'Invalid request: expected a JSON-RPC 2.0 request with id and method',
    ),
  }
}
