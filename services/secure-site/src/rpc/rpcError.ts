/** A JSON-RPC error the page receives with its EIP-1193 code. */
export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
