import { ServiceError } from '@foyer/service-kit/errors'
/** A JSON-RPC error the page receives with its EIP-1193 code. */
export class RpcError extends ServiceError<number> {
  override name = 'RpcError'
}
