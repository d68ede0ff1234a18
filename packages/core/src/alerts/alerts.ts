import type { Alert, AlertId } from '../store/types.js'
import { PROJECT_ID_NOT_CONFIGURED } from './projectIdNotConfigured.js'
import { serviceAlert } from './serviceAlert.js'

/** The service alerts; their texts are ids the modal renders from its locale tables (`alert<Id>Title`, `alert<Id>`). */
export const ALERTS: { readonly [id in AlertId]: Alert } = {
  NetworkNotFound: serviceAlert('NetworkNotFound', 'error'),
  InvalidAppConfiguration: serviceAlert('InvalidAppConfiguration', 'error'),
  NetworkError: serviceAlert('NetworkError', 'error'),
  EmbeddedWalletRequestTimedOut: serviceAlert('EmbeddedWalletRequestTimedOut', 'error'),
  SessionExpired: serviceAlert('SessionExpired', 'error'),
  InvalidProjectId: serviceAlert('InvalidProjectId', 'error'),
  ProjectIdNotConfigured: PROJECT_ID_NOT_CONFIGURED,
  IframeLoadFailed: serviceAlert('IframeLoadFailed', 'error'),
  IframeRequestTimeout: serviceAlert('IframeRequestTimeout', 'error'),
  UnverifiedDomain: serviceAlert('UnverifiedDomain', 'warning'),
}

const SERVER_MESSAGES: ReadonlyArray<readonly [string, AlertId]> = [
  ['Unauthorized: origin not allowed', 'InvalidAppConfiguration'],
  ['JWT validation error: JWT Token is not yet valid', 'SessionExpired'],
  ['Unauthorized: invalid key', 'InvalidProjectId'],
]

/**
 * The alert for a Foyer service's error message (server message to alert), or undefined
 * for messages that have none. Matches when the message contains the server's text.
 *
 * @example
 * alertForServerMessage('Unauthorized: origin not allowed')?.id // 'InvalidAppConfiguration'
 * alertForServerMessage('Internal error') // undefined
 */
export function alertForServerMessage(message: string): Alert | undefined {
  if (typeof message !== 'string') return undefined
  const entry = SERVER_MESSAGES.find(([text]) => message.includes(text))
  return entry ? ALERTS[entry[1]] : undefined
}
