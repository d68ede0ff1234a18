import { BaseError, UserRejectedRequestError, type WalletFailureFallback, walletFailure } from '@foyer/core'
import { WalletRequestError } from './errors.js'
import { hasRpcCode, innermostRpcCode, rejectionCodes } from './rpcCode.js'

/**
 * Turns whatever a wallet, wagmi or viem threw into a Foyer error: rejections (4001, 5000) become
 * UserRejectedRequestError; anything else a WalletRequestError that keeps the original as `cause` and
 * shows the wallet's own wording, else `fallback` ('Transaction error', ... by message id).
 */
export function mapWalletError(error: unknown, fallback?: WalletFailureFallback): BaseError {
  if (error instanceof BaseError) return error
  if (hasRpcCode(error, rejectionCodes)) return new UserRejectedRequestError({ cause: error })
  const { shortMessage, ...text } = walletFailure(error, fallback)
  return new WalletRequestError(shortMessage, { cause: error, rpcCode: innermostRpcCode(error), ...text })
}
