import { InvalidParameterError } from '@foyer/core'
import { en, type Messages } from './en.js'

/**
 * The error for an app's text overrides that name ids no text has (checked against en), or undefined. In
 * the modal's chunk, with en: FoyerProvider asks once it has loaded.
 */
export function unknownMessages(messages: Partial<Messages>): InvalidParameterError | undefined {
  const unknown = Object.keys(messages).filter((id) => !Object.hasOwn(en, id))
  return unknown.length > 0
    ? new InvalidParameterError('messages', `has no text with the id ${unknown.join(', ')}`)
    : undefined
}
