import { toErrorMessage } from '../errors/toUserMessage.js'
import type { FoyerMessage } from './types.js'

/**
 * What a view shows for a failure (`toErrorMessage`: a rejection, a Foyer error's own id, a wallet's
 * own wording as `text`), or `fallback` (the user-facing text of the step that failed) when the error says nothing
 * more than 'An error occurred'.
 */
export function errorMessage(error: unknown, fallback: FoyerMessage): FoyerMessage {
  const message = toErrorMessage(error)
  return message.id === 'errorUnknown' ? fallback : message
}
