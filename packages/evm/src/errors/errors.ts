import { BaseError, type BaseErrorParameters } from '@foyer/core'

export type WalletRequestErrorType = WalletRequestError & { name: 'WalletRequestError' }
/**
 * A wallet or RPC request failed for a reason other than a rejection; `rpcCode` keeps the wallet's code,
 * `messageId` the view's text ('Transaction error', or the wallet's own wording as `text`).
 */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError'
  /** The EIP-1193 / JSON-RPC code found on the error or its cause chain, if any. */
  readonly rpcCode: number | undefined
  constructor(shortMessage: string, parameters: BaseErrorParameters & { rpcCode?: number | undefined } = {}) {
    const { rpcCode, ...rest } = parameters
    super('RPC', shortMessage, rest)
    this.rpcCode = rpcCode
  }
}
