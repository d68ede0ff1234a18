import { toErrorMessage, toUserMessage } from '../errors/toUserMessage.js'
import type { FoyerMessage } from './types.js'

/**
 * What a view shows for a failure: the error's own text (a rejection, a Foyer error, a wallet's own
 * wording), or `fallback` (§8's text of the step that failed) when the error says nothing more than
 * 'An error occurred'.
 */
export function errorMessage(error: unknown, fallback: FoyerMessage): FoyerMessage {
  if (toErrorMessage(error).id === 'errorUnknown') return fallback
  // Interim: @foyer/react's tables do not hold the errors' ids yet, so the error's §8 English travels
  // as `text`; once they do, this returns toErrorMessage(error).
  return { id: 'text', params: { text: toUserMessage(error) } }
}
