import { BaseError, type BaseErrorParameters } from '@foyer/errors'

export type SwapErrorType = SwapError & { name: 'SwapError' }
/**
 * A swap step failed; shortMessage is the user-facing text ('Failed to check allowance', ...) or the wallet's, and
 * `messageId` the view's text.
 */
export class SwapError extends BaseError {
  override name = 'SwapError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super('SWAP', shortMessage, parameters)
  }
}
