import { z } from 'zod'
import { RpcErrorCode, type RpcErrorResponse, type RpcId, rpcError } from './codes.js'

const idSchema = z.union([z.string(), z.number(), z.null()])
const requestSchema = z.object({
  id: idSchema,
  jsonrpc: z.literal('2.0').optional(),
  method: z.string().min(1),
  params: z.unknown().optional(),
})
const responseSchema = z.object({
  id: idSchema,
  jsonrpc: z.literal('2.0').optional(),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})

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
  // Look before parsing: a failed zod parse is costly and acks (responses) are half of all frames.
  const object = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : undefined
  if (object && 'method' in object) {
    const request = requestSchema.safeParse(data)
    if (request.success) {
      return {
        type: 'request',
        id: request.data.id,
        method: request.data.method,
        params: request.data.params,
      }
    }
  } else if (object && ('result' in object || 'error' in object)) {
    const response = responseSchema.safeParse(data)
    if (response.success) return { type: 'response', id: response.data.id, ok: response.data.result === true }
  }
  const id =
    typeof data === 'object' && data !== null && 'id' in data ? idSchema.safeParse(data.id).data : null
  return {
    type: 'invalid',
    response: rpcError(
      id ?? null,
      RpcErrorCode.invalidRequest,
      'Invalid request: expected a JSON-RPC 2.0 request with id and method',
    ),
  }
}
