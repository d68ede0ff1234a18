/** JSON-RPC 2.0 error codes the relay answers with. */
export const RpcErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** EIP-1474's "limit exceeded": a client over one of the relay's quotas. */
  limitExceeded: -32005,
} as const

export type RpcErrorCode = (typeof RpcErrorCode)[keyof typeof RpcErrorCode]

/** A JSON-RPC id as the client sent it; echoed back untouched. */
export type RpcId = string | number | null

export interface RpcErrorResponse {
  id: RpcId
  jsonrpc: '2.0'
  error: { code: RpcErrorCode; message: string }
}

export interface RpcResultResponse {
  id: RpcId
  jsonrpc: '2.0'
  result: unknown
}

export function rpcError(id: RpcId, code: RpcErrorCode, message: string): RpcErrorResponse {
  return { id, jsonrpc: '2.0', error: { code, message } }
}

export function rpcResult(id: RpcId, result: unknown): RpcResultResponse {
  return { id, jsonrpc: '2.0', result }
}
