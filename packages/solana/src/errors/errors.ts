import { BaseError, type BaseErrorParameters } from '@foyer/core'

export type SolanaRequestErrorType = SolanaRequestError & { name: 'SolanaRequestError' }
/**
 * A wallet or RPC request failed for a reason other than a rejection. `messageId` is the view's text
 * ('Transaction error', 'Token Balance Unavailable', the wallet's own wording as `text`, ...); `rpcCode`
 * keeps the wallet's or the node's code when there was one.
 */
export class SolanaRequestError extends BaseError {
  override name = 'SolanaRequestError'
  readonly rpcCode: number | undefined
  constructor(shortMessage: string, parameters: BaseErrorParameters & { rpcCode?: number | undefined } = {}) {
    const { rpcCode, ...rest } = parameters
    super('RPC', shortMessage, rest)
    this.rpcCode = rpcCode
  }
}
