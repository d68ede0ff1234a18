import type { MessageId, Messages } from './en.js'

/** Values substituted into `{key}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>

/** Translate function handed to components: `t('continueIn', { name: 'MetaMask' })`. */
export type Translate = (id: MessageId, values?: MessageValues) => string

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * Builds the translate function over a message table. A text the table lacks shows its id (the
 * page's table holds only the page's texts; the modal brings the rest).
 */
export function createTranslate(messages: Partial<Messages>): Translate {
  return (id, values) => {
    const text = messages[id] ?? id
    if (!values) return text
    // Unknown placeholders stay visible so a missing value is noticed rather than blanked.
    return text.replace(PLACEHOLDER, (match, key: string) => {
      const value = values[key]
      return value === undefined ? match : String(value)
    })
  }
}
