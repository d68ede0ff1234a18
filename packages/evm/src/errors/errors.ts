import { BaseError, type BaseErrorParameters } from '@foyer/core'

/** A wallet or RPC request failed for a reason other than a rejection; `rpcCode` keeps the wallet's code. */
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

/** A public adapter function was called with an invalid argument. */
export class InvalidParameterError extends BaseError {
  override name = 'InvalidParameterError'
  /** Which parameter was wrong, e.g. `address`. */
  readonly parameter: string
  constructor(parameter: string, problem: string) {
    super(
      parameter === 'address' ? 'INVALID_ADDRESS' : 'INVALID_OPTION',
      `Invalid parameter "${parameter}": ${problem}`,
      {
        details: problem,
      },
    )
    this.parameter = parameter
  }
}
