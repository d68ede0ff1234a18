import { type ErrorMessageId, type ErrorMessageParams, walk } from '@foyer/errors'

/** The English (shortMessage) of each text a failed wallet request falls back to, by message id. */
const FALLBACKS = {
  somethingWentWrong: 'Something went wrong',
  transactionError: 'Transaction error',
  connectionDeclined: 'Connection declined',
  signatureDeclined: 'Signature declined',
  errorChainNotSupported: 'Chain is not supported',
} as const

/** What a failed wallet request shows when the wallet said nothing of its own ('Transaction error', ...). */
export type WalletFailureFallback = keyof typeof FALLBACKS

/** The first one-line text on the cause chain: a viem-style shortMessage, else a message's first line. */
function walletText(error: unknown): string | undefined {
  let text: string | undefined
  walk(error, (link) => {
    const { shortMessage, message } = (link ?? {}) as { shortMessage?: unknown; message?: unknown }
    const found = typeof shortMessage === 'string' && shortMessage ? shortMessage : message
    if (typeof found === 'string' && found) text = found.split('\n')[0]
    return text !== undefined
  })
  return text
}

/**
 * The texts of the error an adapter makes of a failed wallet request (not a rejection): the wallet's own
 * wording, shown as it is (`text`), else `fallback`'s message id and English.
 *
 * @example
 * const { shortMessage, ...text } = walletFailure(error, 'transactionError')
 * throw new BaseError('TRANSACTION_FAILED', shortMessage, { ...text, cause: error })
 */
export function walletFailure(
  error: unknown,
  fallback: WalletFailureFallback = 'somethingWentWrong',
): { shortMessage: string; messageId: ErrorMessageId; messageParams?: ErrorMessageParams } {
  const text = walletText(error)
  return text
    ? { shortMessage: text, messageId: 'text', messageParams: { text } }
    : { shortMessage: FALLBACKS[fallback], messageId: fallback }
}
