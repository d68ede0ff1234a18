import { ServiceError } from '@foyer/service-kit/errors'
/** JSON-RPC errors with the codes the Solana RPC uses. */

export class RpcError extends ServiceError<number> {
  override name = 'RpcError'
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(code, message)
    this.data = data
  }

  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

export const parseError = () => new RpcError(-32700, 'Parse error')
export const invalidRequest = (message = 'Invalid request') => new RpcError(-32600, message)
export const methodNotFound = () => new RpcError(-32601, 'Method not found')
export const invalidParams = (message: string) => new RpcError(-32602, message)
export const internalError = (message = 'Internal error') => new RpcError(-32603, message)

/** sendTransaction's preflight simulation failed; kit needs `data.err` and `data.logs`. */
export const preflightFailure = (message: string, data: Record<string, unknown>) =>
  new RpcError(-32002, `Transaction simulation failed: ${message}`, data)
export const signatureVerificationFailure = () =>
  new RpcError(-32003, 'Transaction signature verification failure')
export const signatureLengthMismatch = () => new RpcError(-32013, 'Transaction signature length mismatch')
export const unsupportedTransactionVersion = (version: number) =>
  new RpcError(
    -32015,
    `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
  )
export const minContextSlotNotReached = (contextSlot: number) =>
  new RpcError(-32016, 'Minimum context slot has not been reached', { contextSlot })
