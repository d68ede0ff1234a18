import { BaseError, UserRejectedRequestError } from '@foyer/core'
import { WalletRequestError } from './errors.js'
import { hasRpcCode, innermostRpcCode, rejectionCodes } from './rpcCode.js'

/**
 * Turns whatever a wallet, wagmi or viem threw into a Foyer error: rejections (4001, 5000) become
 * UserRejectedRequestError; anything else a WalletRequestError that keeps the original as `cause`.
 */
export function mapWalletError(error: unknown, fallbackMessage = 'Something went wrong'): BaseError {
  if (error instanceof BaseError) return error
  if (hasRpcCode(error, rejectionCodes)) return new UserRejectedRequestError({ cause: error })
  const shortMessage = readShortMessage(error) ?? fallbackMessage
  return new WalletRequestError(shortMessage, { cause: error, rpcCode: innermostRpcCode(error) })
}

function readShortMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const record = error as { shortMessage?: unknown; message?: unknown }
  if (typeof record.shortMessage === 'string' && record.shortMessage) return record.shortMessage
  if (typeof record.message === 'string' && record.message) return record.message
  return undefined
}
