import type { FoyerMessage } from '@foyer/core'
import { groupThousands } from '../utils/formatAmount.js'
import { en, type MessageId, type Messages } from './en.js'
import { createTranslate, type MessageValues, type Translate } from './format.js'

// The params core fills with an amount as a plain decimal string ('1234.5'): shown with the language's
// grouping and decimal mark. Others (names, symbols, hashes) stay as they are.
const AMOUNT_PARAMS: ReadonlySet<string> = new Set(['amount', 'received', 'min', 'max'])

/**
 * Renders a text core put into state with a translate function, its amounts in the language's format.
 * An id the tables lack (an adapter's own error id) shows as the id, as createTranslate does.
 */
export function translateMessage(t: Translate, message: FoyerMessage, locale = 'en'): string {
  const id = message.id as MessageId
  if (!message.params) return t(id)
  const values: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(message.params)) {
    values[key] = AMOUNT_PARAMS.has(key) && typeof value === 'string' ? groupThousands(value, locale) : value
  }
  return t(id, values satisfies MessageValues)
}

export interface FormatMessageOptions {
  /** Texts over en's, by id: an app's own wording or translation (any subset of `en`). */
  messages?: Partial<Messages> | undefined
  /** The language whose grouping and decimal mark amounts take (BCP 47, default 'en'). */
  locale?: string | undefined
}

/**
 * A text core put into state (`state.snackbar.message`, `state.send.inputError`, ...) as the modal
 * shows it: in English from `en`, or from the `messages` given. For apps that render Foyer's state
 * themselves, with the hooks and no modal.
 *
 * @example
 * ```tsx
 * import { formatMessage, useFoyerSelector } from '@foyer/react'
 *
 * function Snackbar() {
 *   const snackbar = useFoyerSelector((state) => state.snackbar)
 *   return snackbar ? <p role="status">{formatMessage(snackbar.message, { locale: 'de' })}</p> : null
 * }
 * ```
 */
export function formatMessage(message: FoyerMessage, options: FormatMessageOptions = {}): string {
  const t = createTranslate(options.messages ? { ...en, ...options.messages } : en)
  return translateMessage(t, message, options.locale)
}
