import { BaseError, type BaseErrorParameters } from '@foyer/core'

/**
 * A wallet or RPC request failed for a reason other than a rejection. `shortMessage` is safe to show
 * (the wallet's own message, 'Transaction error', 'Token Balance Unavailable', ...); `rpcCode` keeps the
 * wallet's or the node's code when there was one.
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

/** A public adapter method was called with an invalid argument; `parameter` names it. */
export class InvalidParameterError extends BaseError {
  override name = 'InvalidParameterError'
  readonly parameter: string
  constructor(parameter: string, problem: string) {
    const code =
      parameter === 'address' || parameter === 'to' || parameter === 'from'
        ? 'INVALID_ADDRESS'
        : 'INVALID_OPTION'
    super(code, `Invalid parameter "${parameter}": ${problem}`, { details: problem })
    this.parameter = parameter
  }
}
