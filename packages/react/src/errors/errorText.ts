import { BaseError, toErrorMessage } from '@foyer/core'
import type { MessageId } from '../i18n/en.js'
import type { Translate } from '../i18n/format.js'

/**
 * The text a visitor sees for an error, in the modal's language: its message id (`toErrorMessage`)
 * from the locale tables. An id the tables lack (a third-party adapter's own) shows the error's
 * shortMessage, else 'An error occurred'.
 */
export function translateError(t: Translate, error: unknown): string {
  const { id, params } = toErrorMessage(error)
  const text = t(id as MessageId, params)
  if (text !== id) return text
  return error instanceof BaseError ? error.shortMessage : t('errorUnknown')
}
