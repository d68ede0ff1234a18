import { BaseError, type BaseErrorParameters } from '@foyer/errors'
import type { PayErrorReason } from './types.js'

/** Each reason's English (the hosted kit's wording) and the id of the text a view shows for it. */
export const PAY_FAILURES = {
  PAY_DISABLED: { text: 'Pay is not enabled (features.pay)', id: 'payDisabled' },
  INVALID_PAYMENT_CONFIG: { text: 'Invalid payment configuration', id: 'payInvalidConfig' },
  INVALID_RECIPIENT: { text: 'Invalid recipient address', id: 'payInvalidRecipient' },
  INVALID_ASSET: { text: 'Invalid asset specified', id: 'payInvalidAsset' },
  INVALID_AMOUNT: { text: 'Invalid payment amount', id: 'payInvalidAmount' },
  INVALID_CHAIN_NAMESPACE: { text: 'Invalid chain namespace', id: 'payInvalidNamespace' },
  ASSET_NOT_SUPPORTED: { text: 'Asset not supported by the selected exchange', id: 'payAssetNotSupported' },
  UNABLE_TO_GET_EXCHANGES: { text: 'Unable to get exchanges', id: 'payExchangesFailed' },
  UNABLE_TO_GET_PAY_URL: { text: 'Unable to get payment URL', id: 'payUrlFailed' },
  UNABLE_TO_GET_BUY_STATUS: { text: 'Unable to get buy status', id: 'payStatusFailed' },
  EXCHANGE_FAILED: { text: 'The exchange did not complete the payment', id: 'payExchangeFailed' },
  TRANSACTION_FAILED: { text: 'The payment transaction failed on chain', id: 'payTransactionFailed' },
  GENERIC_PAYMENT_ERROR: { text: 'Unable to process payment', id: 'payFailed' },
} as const satisfies Record<PayErrorReason, { text: string; id: string }>

export type PayErrorType = PayError & { name: 'PayError' }
/**
 * A payment could not be made or was refused: `code` 'PAY', `reason` says why (the hosted kit's
 * names: 'INVALID_AMOUNT', 'ASSET_NOT_SUPPORTED', ...), `messageId` is the text the Pay views show.
 */
export class PayError extends BaseError {
  override name = 'PayError'
  readonly reason: PayErrorReason
  constructor(reason: PayErrorReason, parameters: Omit<BaseErrorParameters, 'messageId'> = {}) {
    super('PAY', PAY_FAILURES[reason].text, { ...parameters, messageId: PAY_FAILURES[reason].id })
    this.reason = reason
  }
}
