import { BaseError, type BaseErrorParameters } from '../errors/base.js'

/** A swap step failed; shortMessage is §8's text ('Failed to check allowance', ...) or the wallet's. */
export class SwapError extends BaseError {
  override name = 'SwapError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super('SWAP', shortMessage, parameters)
  }
}
