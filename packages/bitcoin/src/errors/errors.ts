import { BaseError, type BaseErrorParameters } from '@foyer/core'

/**
 * Why a Bitcoin request failed, beside core's `code`: a stable string an app can switch on.
 * - `wallet`: the wallet failed or answered something unusable
 * - `not-connected`: no wallet is connected, or the address is none of its
 * - `unsupported`: the wallet cannot do what was asked (no signing feature, ...)
 * - `insufficient-funds`: the payment address cannot pay the amount and the fee
 * - `unsupported-address`: an address type the adapter cannot spend from (P2PKH, multisig, ...)
 * - `network`: the wallet's addresses belong to another Bitcoin network
 * - `ledger`: the network's Esplora API failed or refused (a broadcast the node rejected, ...)
 */
export type BitcoinErrorReason =
  | 'wallet'
  | 'not-connected'
  | 'unsupported'
  | 'insufficient-funds'
  | 'unsupported-address'
  | 'network'
  | 'ledger'

export type BitcoinRequestErrorType = BitcoinRequestError & { name: 'BitcoinRequestError' }
/**
 * A wallet or ledger request failed for a reason other than a rejection. `messageId` is the view's text
 * ('Transaction error', 'Token Balance Unavailable', the wallet's own wording as `text`, ...); `reason`
 * says why; `rpcCode` keeps the wallet's code and `status` the ledger's HTTP status when there was one.
 *
 * @example
 * try { await adapter.sendTokens(parameters) } catch (error) {
 *   if (error instanceof BitcoinRequestError && error.reason === 'insufficient-funds') showTopUp()
 * }
 */
export class BitcoinRequestError extends BaseError {
  override name = 'BitcoinRequestError'
  readonly reason: BitcoinErrorReason
  readonly rpcCode: number | undefined
  readonly status: number | undefined
  constructor(
    shortMessage: string,
    parameters: BaseErrorParameters & {
      reason?: BitcoinErrorReason | undefined
      rpcCode?: number | undefined
      status?: number | undefined
    } = {},
  ) {
    const { reason = 'wallet', rpcCode, status, ...rest } = parameters
    super(status === undefined ? 'RPC' : 'HTTP', shortMessage, rest)
    this.reason = reason
    this.rpcCode = rpcCode
    this.status = status
  }
}

/** The wallet lacks a capability: 'The wallet cannot sign messages' or '... sign transactions'. */
export const cannot = (what: 'sign messages' | 'sign transactions') =>
  new BitcoinRequestError(`The wallet cannot ${what}`, {
    reason: 'unsupported',
    messageId:
      what === 'sign messages' ? 'errorWalletCannotSignMessages' : 'errorWalletCannotSignTransactions',
  })

/** No wallet is connected (or the adapter's connection ended). */
export const notConnected = () =>
  new BitcoinRequestError('No Bitcoin wallet is connected', {
    reason: 'not-connected',
    messageId: 'errorWalletNotConnected',
    messageParams: { chain: 'Bitcoin' },
  })
